import { domainErrorResponse } from "@/lib/api/errors";
import { cartItemMissing, cartNotFound } from "@/lib/cart/errors";
import { DomainError } from "@/lib/errors";

const body = async (error: DomainError) => {
  const response = domainErrorResponse(error);
  return { status: response.status, headers: response.headers, json: await response.json() };
};

describe("domain errors become HTTP answers in one place", () => {
  it("tells a missing cart from a missing line by code, with the same status", async () => {
    const cart = await body(cartNotFound());
    const item = await body(cartItemMissing());
    expect([cart.status, item.status]).toEqual([404, 404]);
    expect(cart.json.code).toBe("cart_not_found");
    expect(item.json.code).toBe("cart_item_not_found");
    expect(cart.json.message).not.toBe(item.json.message);
  });

  it("maps each kind to its status and keeps the errors map", async () => {
    const invalid = await body(DomainError.validation({ email: ["Please enter your email."] }));
    expect(invalid.status).toBe(422);
    expect(invalid.json).toEqual({
      status: "error",
      message: "Please enter your email.",
      code: "invalid",
      errors: { email: ["Please enter your email."] },
    });
    expect((await body(DomainError.unauthenticated())).status).toBe(401);
    expect((await body(DomainError.forbidden())).status).toBe(403);
    expect((await body(DomainError.conflict("Busy.", "checkout_in_progress"))).json.code).toBe(
      "checkout_in_progress",
    );
    expect((await body(new DomainError("csrf", "CSRF token mismatch."))).status).toBe(419);
    expect((await body(new DomainError("too_large", "Too large."))).status).toBe(413);
  });

  it("names what was not found in the code", async () => {
    const missing = await body(DomainError.notFound("Gift box"));
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      message: "Gift box not found.",
      code: "gift_box_not_found",
    });
  });

  it("sends a rate limit's wait as Retry-After", async () => {
    const limited = await body(DomainError.rateLimited("Too many requests.", 42));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");
    expect(limited.json.code).toBe("rate_limited");
  });
});
