/**
 * Partner example, step 2: place a guest order with a client typed by the generated file
 * (scripts/partner/api.d.ts). Each call below is checked against the store's contract: a wrong
 * path, parameter or body is a compile error. Run against a store with the local payment
 * provider (the default):
 *
 *   npx tsx scripts/partner/place-guest-order.ts http://localhost:3000
 */
import createClient from "openapi-fetch";
import type { paths } from "./api";

/** The cookies a browser would keep: the web session and the XSRF token it is bound to. */
function cookieJar() {
  const jar = new Map<string, string>();
  const fetchWithCookies = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const xsrf = jar.get("XSRF-TOKEN");
    if (xsrf) headers.set("X-XSRF-TOKEN", decodeURIComponent(xsrf));
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const split = pair.indexOf("=");
      jar.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
    return response;
  };
  return fetchWithCookies;
}

/** The envelope's content, or the API's own message and code. */
async function content<T>(
  call: Promise<{ data?: { content: T }; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (data) return data.content;
  const { message, code } = (error ?? {}) as { message?: string; code?: string };
  throw new Error(`${response.url}: ${response.status} ${code ?? ""} ${message ?? ""}`.trim());
}

export async function placeGuestOrder(origin: string): Promise<string> {
  const fetchWithCookies = cookieJar();
  const api = createClient<paths>({ baseUrl: origin, fetch: fetchWithCookies });

  // Writes need the XSRF cookie pair first (declared as `xsrfToken` in the document's security).
  await fetchWithCookies(new Request(new URL("/sanctum/csrf-cookie", origin)));

  const pieces = await content(api.GET("/api/external/public/sample-sale"));
  const piece = pieces.find((p) => p.stock === null || p.stock > 0);
  if (!piece) throw new Error("no sample-sale piece in stock");

  const cart = await content(
    api.POST("/api/external/orders", {
      body: { orderable_type: "product", orderable_id: piece.id },
    }),
  );
  const address = {
    first_name: "Grace",
    last_name: "Hopper",
    line1: "12 Crosby Street",
    city: "New York",
    state: "NY",
    postal_code: "10013",
    country: "US",
  };
  const registered = await content(
    api.POST("/api/external/customers", {
      body: {
        order_id: cart.id,
        customerDetails: {
          email: `partner-${Date.now()}@example.com`,
          first_name: "Grace",
          last_name: "Hopper",
          phone: "212 555 0100",
          shipping_address: address,
        },
      },
    }),
  );
  const card = await content(
    api.POST("/api/external/payments/local/card-tokens", {
      body: {
        number: "4242424242424242",
        exp_month: 12,
        exp_year: new Date().getFullYear() + 2,
        cvc: "123",
      },
    }),
  );
  const placed = await content(
    api.POST("/api/external/placeOrder", {
      body: {
        order_id: registered.id,
        total: registered.cart.total,
        payment_method: "card",
        payment_token: card.token,
      },
    }),
  );
  return placed.cart.number ?? placed.id;
}

if (process.argv[1]?.endsWith("place-guest-order.ts")) {
  placeGuestOrder(process.argv[2] ?? "http://localhost:3000").then(
    (order) => console.log(`placed order ${order}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
