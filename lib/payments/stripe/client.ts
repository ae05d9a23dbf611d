import "server-only";
import Stripe from "stripe";
import { DEFAULT_PROVIDER_TIMEOUT_MS, type StripeKeys } from "../config";
import { SpanKind, tracingOn, withSpan } from "../../telemetry/span";

/**
 * The slice of the Stripe SDK the adapter uses. The real client satisfies it; unit tests pass a
 * fake. Field types are the SDK's own, narrowed to what the checks read.
 */
export type StripeIntent = {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string | null;
  last_payment_error: {
    code?: string;
    decline_code?: string;
    message?: string;
  } | null;
};

export interface StripeClientLike {
  paymentIntents: {
    create(
      params: {
        amount: number;
        currency: "usd";
        automatic_payment_methods: { enabled: true };
        capture_method: "manual";
        metadata: Record<string, string>;
        description: string;
      },
      options: { idempotencyKey: string },
    ): Promise<StripeIntent>;
    retrieve(id: string): Promise<StripeIntent>;
    capture(
      id: string,
      params: { amount_to_capture: number },
      options: { idempotencyKey: string },
    ): Promise<StripeIntent>;
    cancel(
      id: string,
      params?: Record<string, never>,
      options?: { idempotencyKey: string },
    ): Promise<StripeIntent>;
  };
  refunds: {
    create(
      params: { payment_intent: string; amount: number },
      options?: { idempotencyKey: string },
    ): Promise<{ id: string }>;
    list(params: {
      payment_intent: string;
      limit: number;
    }): Promise<{ data: { amount: number; status: string | null }[] }>;
  };
}

/**
 * An intent the browser's PaymentElement confirms, authorized only (manual capture): the server
 * captures it once it has read it back, and a refusal before that lets the hold go. The
 * idempotency key names what the intent pays for, amount included, so a reload gets the same
 * intent and a changed amount a new one.
 */
export async function createAuthorizeOnlyIntent(
  client: StripeClientLike,
  intent: {
    amount: number;
    metadata: Record<string, string>;
    description: string;
    idempotencyKey: string;
  },
): Promise<{ id: string; clientSecret: string }> {
  const created = await client.paymentIntents.create(
    {
      amount: intent.amount,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      capture_method: "manual",
      metadata: intent.metadata,
      description: intent.description,
    },
    { idempotencyKey: intent.idempotencyKey },
  );
  if (!created.client_secret) throw new Error(`Stripe returned no client secret for ${created.id}`);
  return { id: created.id, clientSecret: created.client_secret };
}

const key = Symbol.for("atelier.payments.stripe");
type Holder = { [key]?: { settings: string; client: Stripe } };

/** Where the SDK sends its requests: Stripe's host, or the configured API base (a stand-in). */
function endpoint(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? "443" : "80"),
    protocol: url.protocol === "https:" ? ("https" as const) : ("http" as const),
  };
}

/**
 * One SDK client per process and settings (it keeps a connection pool). The SDK does not retry
 * by itself: the charge is retried with its idempotency key by lib/checkout/charge.ts and a
 * give-back by reconciliation, so one call is one request within the configured time-out.
 */
export function stripeClient(keys: StripeKeys): StripeClientLike {
  const holder = globalThis as Holder;
  const settings = `${keys.secretKey}|${keys.apiBase ?? ""}|${keys.timeoutMs ?? ""}`;
  if (holder[key]?.settings !== settings) {
    holder[key] = {
      settings,
      client: new Stripe(keys.secretKey, {
        maxNetworkRetries: 0,
        timeout: keys.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
        ...endpoint(keys.apiBase),
      }),
    };
  }
  return tracedStripe(holder[key].client);
}

/** Each SDK call is one request to Stripe (retries included): a client span for each. */
export function tracedStripe(client: StripeClientLike): StripeClientLike {
  if (!tracingOn()) return client;
  const call = <T>(operation: string, fn: () => Promise<T>) =>
    withSpan(
      `stripe ${operation}`,
      { "payment.provider": "stripe", "server.address": "api.stripe.com", "rpc.method": operation },
      fn,
      SpanKind.CLIENT,
    );
  return {
    paymentIntents: {
      create: (params, options) =>
        call("paymentIntents.create", () => client.paymentIntents.create(params, options)),
      retrieve: (id) => call("paymentIntents.retrieve", () => client.paymentIntents.retrieve(id)),
      capture: (id, params, options) =>
        call("paymentIntents.capture", () => client.paymentIntents.capture(id, params, options)),
      cancel: (id, params, options) =>
        call("paymentIntents.cancel", () => client.paymentIntents.cancel(id, params, options)),
    },
    refunds: {
      create: (params, options) =>
        call("refunds.create", () => client.refunds.create(params, options)),
      list: (params) => call("refunds.list", () => client.refunds.list(params)),
    },
  };
}

/** Stripe's error code (`resource_missing`, `card_declined` …) when the SDK threw one. */
export function stripeErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}
