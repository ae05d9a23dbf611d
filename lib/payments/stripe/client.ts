import "server-only";
import Stripe from "stripe";
import type { StripeKeys } from "../config";
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
    cancel(id: string): Promise<StripeIntent>;
  };
  refunds: {
    create(params: { payment_intent: string; amount: number }): Promise<{ id: string }>;
  };
}

const key = Symbol.for("atelier.payments.stripe");
type Holder = { [key]?: { secret: string; client: Stripe } };

/** One SDK client per process and key (it keeps a connection pool). */
export function stripeClient(keys: StripeKeys): StripeClientLike {
  const holder = globalThis as Holder;
  if (holder[key]?.secret !== keys.secretKey) {
    holder[key] = {
      secret: keys.secretKey,
      client: new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000 }),
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
      cancel: (id) => call("paymentIntents.cancel", () => client.paymentIntents.cancel(id)),
    },
    refunds: {
      create: (params) => call("refunds.create", () => client.refunds.create(params)),
    },
  };
}

/** Stripe's error code (`resource_missing`, `card_declined` …) when the SDK threw one. */
export function stripeErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}
