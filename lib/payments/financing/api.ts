import "server-only";
import { z } from "zod";
import type { FinancingKeys } from "../config";
import { callTimeout, readJson, tracedFetch, type FetchLike } from "../http";

/**
 * The financing provider's REST API (Affirm style): a direct checkout that returns a redirect
 * URL, then charges authorized from the checkout token and captured (v2). The transactions
 * list (v1) is the read-only way to find a loan whose charge id a crash lost. Amounts are
 * integer cents. Basic auth with the public and private keys.
 */
const BASE = {
  sandbox: "https://sandbox.affirm.com/api",
  live: "https://api.affirm.com/api",
} as const;

const checkoutCreated = z.object({ redirect_url: z.url(), checkout_id: z.string() });
const checkoutRead = z.object({
  total: z.number().int().optional(),
  order_id: z.string().optional(),
});
const charge = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string().default("USD"),
  order_id: z.string().optional(),
});
const captureResult = z.object({ amount: z.number().int(), currency: z.string().default("USD") });
const transaction = z.object({
  id: z.string(),
  checkout_id: z.string().optional(),
  order_id: z.string().optional(),
  /** authorized, captured, voided, refunded, partially_refunded. */
  status: z.string(),
  amount: z.number().int(),
  currency: z.string().default("USD"),
  created: z.coerce.date(),
});
const transactionPage = z.object({
  data: z.array(transaction),
  next_cursor: z.string().nullish(),
});

export type FinancingTransaction = z.infer<typeof transaction>;

export type FinancingCheckoutInput = {
  orderId: string;
  amount: number;
  confirmationUrl: string;
  cancelUrl: string;
  /** What the application is for (a design change's difference); the order otherwise. */
  item?: { displayName: string; sku: string };
  /** Sent as the Idempotency-Key: a retried start gets the same checkout. */
  idempotencyKey?: string;
};

export function createFinancingApi(
  keys: FinancingKeys,
  fetchImpl: FetchLike = tracedFetch("financing"),
) {
  const base = keys.apiBase ?? BASE[keys.environment];
  const auth = `Basic ${Buffer.from(`${keys.publicKey}:${keys.privateKey}`).toString("base64")}`;

  async function call(
    path: string,
    method: "GET" | "POST",
    body?: unknown,
    idempotencyKey?: string,
  ) {
    const headers: Record<string, string> = { Authorization: auth, Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const response = await fetchImpl(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: callTimeout(keys.timeoutMs),
    });
    return readJson("financing", response);
  }

  return {
    /** The shopper is sent to `redirect_url`; the provider returns them with `checkout_token`. */
    async createCheckout(input: FinancingCheckoutInput) {
      const body = {
        merchant: {
          user_confirmation_url: input.confirmationUrl,
          user_cancel_url: input.cancelUrl,
          user_confirmation_url_action: "GET",
          name: "Atelier Ardent",
        },
        order_id: input.orderId,
        currency: "USD",
        total: input.amount,
        shipping_amount: 0,
        items: [
          {
            display_name: input.item?.displayName ?? "Atelier Ardent order",
            sku: input.item?.sku ?? input.orderId,
            unit_price: input.amount,
            qty: 1,
          },
        ],
      };
      return checkoutCreated.parse(
        await call("/v2/checkout/direct", "POST", body, input.idempotencyKey),
      );
    },
    async readCheckout(token: string) {
      return checkoutRead.parse(await call(`/v2/checkout/${encodeURIComponent(token)}`, "GET"));
    },
    async authorize(token: string, orderId: string, idempotencyKey: string) {
      return charge.parse(
        await call(
          "/v2/charges",
          "POST",
          { checkout_token: token, order_id: orderId },
          idempotencyKey,
        ),
      );
    },
    async capture(chargeId: string, orderId: string, idempotencyKey: string) {
      return captureResult.parse(
        await call(
          `/v2/charges/${encodeURIComponent(chargeId)}/capture`,
          "POST",
          { order_id: orderId },
          idempotencyKey,
        ),
      );
    },
    async void(chargeId: string, idempotencyKey?: string) {
      await call(`/v2/charges/${encodeURIComponent(chargeId)}/void`, "POST", {}, idempotencyKey);
    },
    /** One page of the merchant's loans, newest first. Reads only. */
    async listTransactions(cursor?: string) {
      const query = new URLSearchParams({ limit: "100", ...(cursor ? { cursor } : {}) });
      return transactionPage.parse(await call(`/v1/transactions?${query}`, "GET"));
    },
    async refund(chargeId: string, amount: number, idempotencyKey?: string) {
      await call(
        `/v2/charges/${encodeURIComponent(chargeId)}/refund`,
        "POST",
        { amount },
        idempotencyKey,
      );
    },
  };
}

export type FinancingApi = ReturnType<typeof createFinancingApi>;
