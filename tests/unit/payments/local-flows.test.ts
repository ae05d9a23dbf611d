import { parsePaymentConfig } from "@/lib/payments/config";
import { FINANCING_APPROVAL_DELAY_MS } from "@/lib/payments/local/references";
import { providerFor } from "@/lib/payments/providers";
import {
  createFinancingCheckout,
  createPaypalOrder,
  createWalletCheckout,
  financingCheckoutStatus,
  assertStartAvailable,
  localCardsAllowed,
} from "@/lib/payments/start";
import { walletOrderReferenceDetails } from "@/lib/payments/wallet/details";
import { walletToken } from "@/lib/payments/wallet-token";

process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123";

// The local provider's ledger lives in the database; here, in memory.
jest.mock("@/lib/payments/local/ledger", () => {
  const captures = new Map<string, string>();
  return {
    databaseLedger: () => ({
      record: async (key: string, reference: string) => void captures.set(key, reference),
      find: async (key: string) => {
        const reference = captures.get(key);
        return reference ? { reference } : null;
      },
    }),
  };
});

const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";
const local = parsePaymentConfig({});
const charge = (method: "paypal" | "financing" | "wallet", token: string) =>
  providerFor(method, local).charge({
    orderId: ORDER,
    amount: 9_900,
    currency: "USD",
    method,
    token,
    idempotencyKey: `k-${method}`,
    description: "Order",
  });

const lookUp = (idempotencyKey: string) => ({
  idempotencyKey,
  orderId: ORDER,
  amount: 9_900,
  token: null,
  startedAt: new Date(),
});

describe("local payment flows end to end (no network)", () => {
  it("PayPal: create an order for the server total, then charge it", async () => {
    const { id } = await createPaypalOrder(ORDER, 9_900, local);
    expect(await charge("paypal", id)).toMatchObject({ ok: true, provider: "local" });
    // The provider remembers the capture under its key (reconciliation asks it).
    expect(await providerFor("paypal", local).lookup?.(lookUp("k-paypal"))).toMatchObject({
      state: "captured",
    });
    expect(await providerFor("paypal", local).lookup?.(lookUp("k-never"))).toEqual({
      state: "none",
    });
  });

  it("financing: redirect to the confirmation page, pending, then approved after 2 s", async () => {
    const { redirectUrl } = await createFinancingCheckout(ORDER, 9_900, "http://shop.test", local);
    const url = new URL(redirectUrl, "http://shop.test");
    expect(url.pathname).toBe("/checkout/confirmation_affirm");
    const token = url.searchParams.get("checkout_token") ?? "";
    const now = Date.now();
    expect(await financingCheckoutStatus(token, local, now)).toEqual({
      status: "pending",
      amount: 9_900,
      orderId: ORDER,
    });
    const later = now + FINANCING_APPROVAL_DELAY_MS + 10;
    expect((await financingCheckoutStatus(token, local, later)).status).toBe("approved");
    await expect(financingCheckoutStatus("lfc_bogus.token", local)).rejects.toMatchObject({
      kind: "not_found",
    });
  });

  it("wallet: simulated sign-in, details for the right order only, then charge", async () => {
    const { redirectUrl } = createWalletCheckout(ORDER, 9_900, local);
    const url = new URL(redirectUrl, "http://shop.test");
    expect(url.pathname).toBe("/checkout/amazon_pay_confirmation");
    const reference = url.searchParams.get("order_reference_id") ?? "";
    const access = url.searchParams.get("access_token") ?? "";
    const details = await walletOrderReferenceDetails(ORDER, reference, access, local);
    expect(details).toMatchObject({
      state: "Open",
      amount: 9_900,
      currency: "USD",
      buyer: { email: "alex.morgan@example.com" },
      shippingAddress: { city: "New York", country: "US" },
    });
    await expect(
      walletOrderReferenceDetails("00000000-0000-4000-8000-000000000000", reference, access, local),
    ).rejects.toMatchObject({ kind: "not_found" });
    expect(await charge("wallet", walletToken(reference, access))).toMatchObject({ ok: true });
  });

  it("live keys or PAYMENTS_REQUIRE_LIVE switch the simulation endpoints off", () => {
    const stripe = parsePaymentConfig({
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
    });
    expect(localCardsAllowed(local)).toBe(true);
    expect(localCardsAllowed(stripe)).toBe(false);
    const strict = parsePaymentConfig({ PAYMENTS_REQUIRE_LIVE: "1" });
    expect(() => createWalletCheckout(ORDER, 100, strict)).toThrow("not found");
    // Checked before the cart total, so a missing mode answers 404 and not a cart error.
    expect(() => assertStartAvailable("card-intent", local)).toThrow("not found");
    expect(() => assertStartAvailable("card-intent", stripe)).not.toThrow();
    expect(() => assertStartAvailable("paypal-order", local)).not.toThrow();
    expect(() => assertStartAvailable("paypal-order", strict)).toThrow("not found");
  });
});
