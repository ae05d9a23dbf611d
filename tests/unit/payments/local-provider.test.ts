import { cardTokenBody } from "@/lib/payments/schemas";
import {
  CARD_TOKEN_TTL_MS,
  createCardToken,
  readCardToken,
} from "@/lib/payments/local/card-tokens";
import { createLocalProvider } from "@/lib/payments/local/provider";
import {
  createLocalFinancingCheckout,
  createLocalPaypalOrder,
  createLocalWalletReference,
  FINANCING_APPROVAL_DELAY_MS,
} from "@/lib/payments/local/references";
import { signToken, verifyToken } from "@/lib/payments/local/signed-token";
import type { ChargeRequest, PaymentMethod } from "@/lib/payments/types";
import { walletToken } from "@/lib/payments/wallet-token";

process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";

const card = (number: string) => {
  const parsed = cardTokenBody.safeParse({ number, exp_month: 12, exp_year: 2099, cvc: "123" });
  if (!parsed.success) throw new Error(parsed.error.message);
  return createCardToken(parsed.data, NOW).token;
};

const request = (method: PaymentMethod, token: string, extra: Partial<ChargeRequest> = {}) =>
  ({
    orderId: ORDER,
    amount: 12_500,
    currency: "USD",
    method,
    token,
    idempotencyKey: `order:${ORDER}:1`,
    description: "Order",
    ...extra,
  }) satisfies ChargeRequest;

const provider = (at = NOW) => createLocalProvider(() => at);

describe("signed local tokens", () => {
  it("round-trips the payload", () => {
    const token = signToken("card", { a: 1 }, 1000, NOW);
    const read = verifyToken("card", token, NOW + 999);
    expect(read.ok && read.data.a).toBe(1);
  });
  it("expires at its TTL", () => {
    const token = signToken("card", { a: 1 }, 1000, NOW);
    expect(verifyToken("card", token, NOW + 1000)).toEqual({ ok: false, reason: "expired" });
  });
  it("refuses a token whose payload was changed", () => {
    const token = signToken("card", { outcome: "card_declined" }, 1000, NOW);
    const [head, mac] = token.split(".");
    const payload = JSON.parse(Buffer.from(head!.slice(4), "base64url").toString("utf8"));
    payload.outcome = "succeeded";
    const forged = `lct_${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${mac}`;
    expect(verifyToken("card", forged, NOW)).toEqual({ ok: false, reason: "forged" });
  });
  it("refuses a token signed with another secret", () => {
    const token = signToken("card", { a: 1 }, 1000, NOW);
    const mac = token.split(".")[1]!;
    const flipped = `${token.slice(0, -mac.length)}${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    expect(verifyToken("card", flipped, NOW)).toEqual({ ok: false, reason: "forged" });
  });
  it("does not accept one purpose's token as another's", () => {
    const order = createLocalPaypalOrder(ORDER, 100, NOW);
    const asCheckout = `lfc_${order.slice(4)}`;
    expect(verifyToken("financing-checkout", asCheckout, NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
  });
});

describe("local card tokens", () => {
  it("carries brand and last 4, never the number", () => {
    const token = card("4242424242424242");
    expect(token).not.toContain("4242424242424242");
    const read = readCardToken(token, NOW);
    expect(read).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2099, outcome: "succeeded" },
    });
  });

  it.each(["4242424242424242", "5555555555554444"])("charging %s succeeds", async (number) => {
    const result = await provider().charge(request("card", card(number)));
    expect(result).toMatchObject({ ok: true, provider: "local", status: "captured" });
  });

  it.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
    ["4000000000000069", "Your card has expired."],
  ])("charging %s is declined", async (number, message) => {
    const result = await provider().charge(request("card", card(number)));
    expect(result).toMatchObject({ ok: false, message });
  });

  it("gives a retry with the same idempotency key the same reference", async () => {
    const token = card("4242424242424242");
    const first = await provider().charge(request("card", token));
    const again = await provider().charge(request("card", token));
    const other = await provider().charge(request("card", token, { idempotencyKey: "other" }));
    expect(first.ok && again.ok && first.reference === again.reference).toBe(true);
    expect(first.ok && other.ok && first.reference !== other.reference).toBe(true);
  });

  it("refuses a forged token and an expired one", async () => {
    const token = card("4000000000000002");
    const forged = token.replace(/.$/, token.endsWith("A") ? "B" : "A");
    expect(await provider().charge(request("card", forged))).toMatchObject({
      ok: false,
      code: "invalid_token",
    });
    expect(await provider(NOW + CARD_TOKEN_TTL_MS).charge(request("card", token))).toMatchObject({
      ok: false,
      code: "token_expired",
    });
  });
});

describe("card token request", () => {
  const parse = (body: Record<string, unknown>) => cardTokenBody.safeParse(body);
  const good = { number: "4242 4242 4242 4242", exp_month: "12", exp_year: "99", cvc: "123" };
  const errorsOf = (body: Record<string, unknown>) => {
    const result = parse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts spaced numbers and two-digit years", () => {
    const result = parse(good);
    expect(result.success && result.data).toMatchObject({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2099,
    });
  });
  it("refuses a number that fails Luhn", () => {
    expect(errorsOf({ ...good, number: "4242424242424241" })).toEqual({
      number: "Please enter a valid card number.",
    });
  });
  it("refuses a past expiry", () => {
    expect(errorsOf({ ...good, exp_month: 1, exp_year: 2020 })).toEqual({
      exp_year: "Your card's expiry date has passed.",
    });
  });
  it("wants 4 CVC digits for Amex and 3 for others", () => {
    expect(errorsOf({ ...good, number: "378282246310005", cvc: "123" })).toHaveProperty("cvc");
    expect(errorsOf({ ...good, number: "378282246310005", cvc: "1234" })).toEqual({});
    expect(errorsOf({ ...good, cvc: "1234" })).toHaveProperty("cvc");
  });
});

describe("local PayPal, financing and wallet", () => {
  it("captures a PayPal order made for this order and amount", async () => {
    const id = createLocalPaypalOrder(ORDER, 12_500, NOW);
    expect(await provider().charge(request("paypal", id))).toMatchObject({ ok: true });
  });
  it("refuses a PayPal order for another amount or order", async () => {
    const cheaper = createLocalPaypalOrder(ORDER, 100, NOW);
    expect(await provider().charge(request("paypal", cheaper))).toMatchObject({
      ok: false,
      code: "amount_mismatch",
    });
    const other = createLocalPaypalOrder("another-order", 12_500, NOW);
    expect(await provider().charge(request("paypal", other))).toMatchObject({
      ok: false,
      code: "order_mismatch",
    });
  });
  it("charges financing only once the simulated approval came through", async () => {
    const token = createLocalFinancingCheckout(ORDER, 12_500, NOW);
    expect(await provider(NOW + 500).charge(request("financing", token))).toMatchObject({
      ok: false,
      code: "not_approved",
    });
    expect(
      await provider(NOW + FINANCING_APPROVAL_DELAY_MS).charge(request("financing", token)),
    ).toMatchObject({ ok: true, status: "captured" });
  });
  it("charges a wallet reference only with its own access token", async () => {
    const { orderReferenceId, accessToken } = createLocalWalletReference(ORDER, 12_500, NOW);
    expect(
      await provider().charge(request("wallet", walletToken(orderReferenceId, accessToken))),
    ).toMatchObject({ ok: true });
    const other = createLocalWalletReference(ORDER, 12_500, NOW);
    expect(
      await provider().charge(request("wallet", walletToken(orderReferenceId, other.accessToken))),
    ).toMatchObject({ ok: false, code: "invalid_token" });
  });
  it("refunds only local references", async () => {
    await expect(provider().refund("local_card_abc", 100)).resolves.toBeUndefined();
    await expect(provider().refund("pi_123", 100)).rejects.toThrow();
    await expect(provider().refund("local_card_abc", 0)).rejects.toThrow();
  });
});
