import "server-only";
import { chargeRequestSchema } from "./charge-request";
import { isLive, paymentConfig, type PaymentConfig } from "./config";
import { failure, MESSAGES } from "./failures";
import { createFinancingApi } from "./financing/api";
import { createFinancingProvider } from "./financing/provider";
import { databaseLedger } from "./local/ledger";
import { createLocalProvider } from "./local/provider";
import { createPaypalApi, type PaypalApi } from "./paypal/api";
import { createPaypalProvider } from "./paypal/provider";
import { stripeClient } from "./stripe/client";
import { createStripeProvider } from "./stripe/provider";
import type {
  ClientMethodConfig,
  ClientPaymentConfig,
  PaymentMethod,
  PaymentProvider,
} from "./types";
import { createWalletApi } from "./wallet/api";
import { createMwsClient } from "./wallet/mws";
import { createWalletProvider } from "./wallet/provider";
import { log } from "../log";
import type { Attributes, Span } from "@opentelemetry/api";
import { failSpan, withSpan } from "../telemetry/span";

/**
 * Checks the request, and turns an unexpected error (network, provider 5xx) into a failure the
 * shopper can read. Retrying with the same idempotency key is safe with every provider.
 */
function guarded(provider: PaymentProvider): PaymentProvider {
  // One span per provider call, the local simulation's included (docs/operating.md, "Traces").
  const span = <T>(operation: string, attributes: Attributes, fn: (s?: Span) => Promise<T>) =>
    withSpan(`payments.${operation}`, { "payment.provider": provider.name, ...attributes }, fn);
  return {
    name: provider.name,
    charge: (request) =>
      span(
        "charge",
        { "payment.method": request.method, "payment.amount_cents": request.amount },
        async (active) => {
          const parsed = chargeRequestSchema.safeParse(request);
          if (!parsed.success) {
            log().error(
              { fields: parsed.error.issues.map((i) => i.path.join(".")) },
              "[payments] invalid charge request",
            );
            failSpan(active, "invalid_request");
            return failure(provider.name, "invalid_request", MESSAGES.generic);
          }
          try {
            const result = await provider.charge(parsed.data);
            if (!result.ok) failSpan(active, result.code);
            return result;
          } catch (error) {
            log().error(
              { err: error },
              `[payments] ${provider.name} charge for ${request.orderId} failed`,
            );
            failSpan(active, "provider_unavailable");
            return failure(provider.name, "provider_unavailable", MESSAGES.unavailable);
          }
        },
      ),
    refund: (reference, amount) =>
      span("refund", { "payment.amount_cents": amount }, () => provider.refund(reference, amount)),
    // Throws on refusal: the caller keeps the give-back and retries it (lib/checkout/give-back.ts).
    giveBack: (stranded, key) =>
      span(
        "give_back",
        { "payment.amount_cents": stranded.amount, "payment.give_back": stranded.action },
        () => provider.giveBack(stranded, key),
      ),
    lookup: (charge) =>
      span("lookup", {}, async (active) => {
        try {
          return (await provider.lookup?.(charge)) ?? { state: "unknown" };
        } catch (error) {
          log().error({ err: error }, `[payments] ${provider.name} lookup failed`);
          failSpan(active, "lookup_failed");
          return { state: "unknown" };
        }
      }),
    release: (token) =>
      span("release", {}, async (active) => {
        try {
          await provider.release?.(token);
        } catch (error) {
          log().error({ err: error }, `[payments] ${provider.name} release failed`);
          failSpan(active, "release_failed");
        }
      }),
  };
}

/** A method the shop requires live but has no keys for. */
const unavailable = (method: PaymentMethod): PaymentProvider => ({
  name: "local",
  async charge() {
    return failure(
      "local",
      "method_unavailable",
      "This payment method is not available. Please choose another.",
    );
  },
  async refund() {
    throw new Error(`No live provider is configured for ${method}.`);
  },
  async giveBack() {
    throw new Error(`No live provider is configured for ${method}.`);
  },
});

let paypalApi: { keys: object; api: PaypalApi } | undefined;

/** Reused so the OAuth token is cached across requests. */
export function livePaypalApi(config: PaymentConfig = paymentConfig()): PaypalApi {
  if (!config.paypal) throw new Error("PayPal is not configured.");
  if (paypalApi?.keys !== config.paypal) {
    paypalApi = { keys: config.paypal, api: createPaypalApi(config.paypal) };
  }
  return paypalApi.api;
}

function liveProvider(method: PaymentMethod, config: PaymentConfig): PaymentProvider | null {
  if (method === "card" && config.stripe) {
    return createStripeProvider(stripeClient(config.stripe));
  }
  if (method === "paypal" && config.paypal) return createPaypalProvider(livePaypalApi(config));
  if (method === "financing" && config.financing) {
    return createFinancingProvider(createFinancingApi(config.financing));
  }
  if (method === "wallet" && config.wallet) {
    return createWalletProvider(createWalletApi(createMwsClient(config.wallet)));
  }
  return null;
}

/** The live adapter when the method's keys are set, else the local simulation. */
export function providerFor(
  method: PaymentMethod,
  config: PaymentConfig = paymentConfig(),
): PaymentProvider {
  const live = liveProvider(method, config);
  if (live) return guarded(live);
  return guarded(
    config.requireLive ? unavailable(method) : createLocalProvider(Date.now, databaseLedger()),
  );
}

function methodConfig(method: PaymentMethod, config: PaymentConfig): ClientMethodConfig | null {
  if (!isLive(method, config)) return config.requireLive ? null : { method, mode: "local" };
  switch (method) {
    case "card":
      return config.stripe
        ? { method, mode: "live", publishableKey: config.stripe.publishableKey }
        : null;
    case "paypal":
      return config.paypal ? { method, mode: "live", clientId: config.paypal.clientId } : null;
    case "wallet":
      return config.wallet
        ? {
            method,
            mode: "live",
            sellerId: config.wallet.merchantId,
            clientId: config.wallet.clientId,
            environment: config.wallet.environment,
          }
        : null;
    case "financing":
      return config.financing
        ? {
            method,
            mode: "live",
            publicKey: config.financing.publicKey,
            environment: config.financing.environment,
          }
        : null;
  }
}

/**
 * What the confirmation page needs for the methods the store offers: mode and public keys only.
 * Safe to pass to a client component.
 */
export function paymentOptions(
  enabledMethods: readonly PaymentMethod[],
  config: PaymentConfig = paymentConfig(),
): ClientPaymentConfig {
  const methods = [...new Set(enabledMethods)]
    .map((method) => methodConfig(method, config))
    .filter((entry): entry is ClientMethodConfig => entry !== null);
  return { currency: "USD", methods };
}
