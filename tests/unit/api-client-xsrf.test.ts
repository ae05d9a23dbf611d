import { api, call } from "@/lib/http/api-client";

/**
 * Which calls fetch the XSRF cookie first (no cookie in this environment): writes, and the GETs
 * the operation definitions mark as changing state (lib/http/api-writes.ts, generated).
 */
const requests: string[] = [];

// The browser resolves the client's relative URLs against the page; Node needs an origin.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, "http://shop.test") : input, init);
  }
};

beforeEach(() => {
  requests.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(url);
    return new Response(JSON.stringify({ status: "success", content: { ok: true } }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  }) as typeof fetch;
});

const CART = "6f1c1d1e-0000-4000-8000-000000000001";
const ITEM = "6f1c1d1e-0000-4000-8000-000000000002";
const csrfFetches = () => requests.filter((url) => url.endsWith("/sanctum/csrf-cookie")).length;

describe("the API client's XSRF middleware", () => {
  it("asks for the XSRF cookie before a GET that changes the cart", async () => {
    await call(() =>
      api.GET("/api/external/remove-cart-item/{type}/{itemId}/{cartId}/{token}", {
        params: { path: { type: "product", itemId: ITEM, cartId: CART, token: "guest" } },
      }),
    );
    expect(csrfFetches()).toBe(1);
    expect(requests.at(-1)).toContain("/api/external/remove-cart-item/product/");
  });

  it("does not for a plain read", async () => {
    await call(() => api.GET("/api/external/orders/{id}", { params: { path: { id: CART } } }));
    expect(csrfFetches()).toBe(0);
  });

  it("does for a write", async () => {
    await call(() =>
      api.POST("/api/external/public/signup-to-newsletter", { body: { email: "a@b.example" } }),
    );
    expect(csrfFetches()).toBe(1);
  });
});
