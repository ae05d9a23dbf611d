import "server-only";
import { z } from "zod";
import { centsToDecimal } from "../amounts";
import type { PaypalKeys } from "../config";
import { callTimeout, readJson, tracedFetch, type FetchLike } from "../http";

/**
 * PayPal REST: OAuth client credentials, Orders v2 (create, get, capture), Payments v2 refunds
 * and the webhook signature check. Responses are parsed with zod: only the fields we rely on.
 */
const BASE = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;

const money = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({ id: z.string(), status: z.string(), amount: money.optional() });

const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: money.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .default([]),
});
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;
export type PaypalCapture = z.infer<typeof captureSchema>;

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const verifySchema = z.object({ verification_status: z.string() });

/** The PayPal headers a webhook arrives with, needed to verify it. */
export type PaypalWebhookHeaders = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

export function createPaypalApi(keys: PaypalKeys, fetchImpl: FetchLike = tracedFetch("paypal")) {
  const base = keys.apiBase ?? BASE[keys.environment];
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString("base64");
    const response = await fetchImpl(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      signal: callTimeout(keys.timeoutMs),
    });
    const parsed = tokenSchema.parse(await readJson("paypal", response));
    // Renew a minute early so a token never expires mid-request.
    token = { value: parsed.access_token, expiresAt: Date.now() + (parsed.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call(path: string, init: { method: string; body?: string; requestId?: string }) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    };
    if (init.requestId) headers["PayPal-Request-Id"] = init.requestId;
    const response = await fetchImpl(`${base}${path}`, {
      method: init.method,
      headers,
      body: init.body,
      signal: callTimeout(keys.timeoutMs),
    });
    return readJson("paypal", response);
  }

  return {
    /**
     * `unit` names a payment other than the order's checkout (a design change's difference): its
     * own reference and description, and a PayPal-Request-Id so a retried create returns the
     * order made first instead of a second one.
     */
    async createOrder(
      orderId: string,
      amount: number,
      unit?: { referenceId: string; description: string; requestId: string },
    ): Promise<PaypalOrder> {
      const body = {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: unit?.referenceId ?? orderId,
            custom_id: orderId,
            ...(unit ? { description: unit.description } : {}),
            amount: { currency_code: "USD", value: centsToDecimal(amount) },
          },
        ],
      };
      return paypalOrderSchema.parse(
        await call("/v2/checkout/orders", {
          method: "POST",
          body: JSON.stringify(body),
          requestId: unit?.requestId,
        }),
      );
    },
    async getOrder(id: string): Promise<PaypalOrder> {
      return paypalOrderSchema.parse(
        await call(`/v2/checkout/orders/${encodeURIComponent(id)}`, { method: "GET" }),
      );
    },
    /** PayPal-Request-Id makes a retried capture return the first result instead of failing. */
    async captureOrder(id: string, requestId: string): Promise<PaypalOrder> {
      return paypalOrderSchema.parse(
        await call(`/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
          method: "POST",
          body: "{}",
          requestId,
        }),
      );
    },
    /** PayPal-Request-Id makes a retried refund answer the first one instead of refunding again. */
    async refundCapture(
      captureId: string,
      amount: number,
      requestId?: string,
      currency = "USD",
    ): Promise<void> {
      await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        method: "POST",
        body: JSON.stringify({
          amount: { currency_code: currency, value: centsToDecimal(amount) },
        }),
        requestId,
      });
    },
    async getCapture(captureId: string): Promise<PaypalCapture> {
      return captureSchema.parse(
        await call(`/v2/payments/captures/${encodeURIComponent(captureId)}`, { method: "GET" }),
      );
    },
    /**
     * Asks PayPal whether the webhook is genuine. The event goes in as the raw body text, not
     * re-serialized JSON, so the signature is checked over exactly the bytes PayPal sent.
     */
    async verifyWebhook(
      headers: PaypalWebhookHeaders,
      rawBody: string,
      webhookId: string,
    ): Promise<boolean> {
      // A replacer function: a plain string replacement would expand `$&` patterns in the body.
      const envelope = JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: webhookId,
        webhook_event: "__EVENT__",
      }).replace('"__EVENT__"', () => rawBody);
      const result = verifySchema.parse(
        await call("/v1/notifications/verify-webhook-signature", {
          method: "POST",
          body: envelope,
        }),
      );
      return result.verification_status === "SUCCESS";
    },
  };
}

export type PaypalApi = ReturnType<typeof createPaypalApi>;

/** PayPal's error issue code (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED …), if any. */
export function paypalIssue(body: unknown): string | undefined {
  const parsed = z
    .object({ details: z.array(z.object({ issue: z.string() })).optional() })
    .safeParse(body);
  return parsed.success ? parsed.data.details?.[0]?.issue : undefined;
}
