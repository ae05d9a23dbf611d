import { openApiDocument } from "@/lib/api/openapi";
import type { Operation } from "@/lib/api/operation";
import * as payments from "@/lib/api/operations/payments";

const operations = Object.values(payments) as Operation[];

describe("payment operations", () => {
  it("document every payment path in OpenAPI", () => {
    const doc = openApiDocument(operations, [
      { url: "http://localhost:3000", description: "web" },
    ]) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/external/payments/financing/checkouts",
      "/api/external/payments/financing/checkouts/{token}",
      "/api/external/payments/local/card-tokens",
      "/api/external/payments/paypal/orders",
      "/api/external/payments/stripe/payment-intents",
      "/api/external/payments/wallet/checkouts",
      "/api/external/payments/wallet/order-reference-details",
    ]);
  });

  it("drop any amount the client sends; only the order id counts", () => {
    expect(payments.createPaypalOrder.body.safeParse({ order_id: "x" }).success).toBe(false);
    const parsed = payments.createPaypalOrder.body.parse({
      order_id: "6F1C1D1E-0000-4000-8000-000000000001",
      amount: 1,
    });
    expect(parsed).toEqual({ order_id: "6f1c1d1e-0000-4000-8000-000000000001" });
  });
});
