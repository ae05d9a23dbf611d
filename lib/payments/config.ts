import "server-only";
import { z } from "zod";
import type { PaymentMethod } from "./types";

/**
 * Payment provider settings, validated like lib/env/index.ts (which the payments code does not own).
 * Every provider is optional: without its keys a method runs on the built-in local provider.
 * Keys that belong together must be set together, so a half-configured provider stops start-up
 * instead of silently falling back to the simulation.
 */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const prefixed = (pattern: RegExp, message: string) =>
  optionalText.pipe(z.string().regex(pattern, message).optional());

const environment = z.enum(["sandbox", "live"]).default("sandbox");

const paymentEnvSchema = z
  .object({
    STRIPE_SECRET_KEY: prefixed(/^(sk|rk)_(test|live)_/, "must start with sk_test_ or sk_live_"),
    STRIPE_PUBLISHABLE_KEY: prefixed(/^pk_(test|live)_/, "must start with pk_test_ or pk_live_"),
    /** Enables POST /webhooks/stripe; independent of the API keys (signatures are checked locally). */
    STRIPE_WEBHOOK_SECRET: prefixed(/^whsec_/, "must start with whsec_"),
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    /** Enables POST /webhooks/paypal (verified through PayPal's API, so it needs the keys too). */
    PAYPAL_WEBHOOK_ID: optionalText,
    PAYPAL_ENV: environment,
    /** Wallet provider (Amazon Pay v1 style): seller id, MWS keys, Login-with client id. */
    WALLET_MERCHANT_ID: optionalText,
    WALLET_ACCESS_KEY: optionalText,
    WALLET_SECRET_KEY: optionalText,
    WALLET_CLIENT_ID: optionalText,
    WALLET_ENV: environment,
    /** Financing provider (Affirm style): public and private API keys. */
    FINANCING_PUBLIC_KEY: optionalText,
    FINANCING_PRIVATE_KEY: optionalText,
    FINANCING_ENV: environment,
    /**
     * 1: a method without live keys is refused instead of simulated, and the local simulation
     * endpoints answer 404. Unset means on under APP_ENV=production (a real shop must never
     * take simulated payments by accident) and off elsewhere; the demo `npm run serve` sets 0
     * explicitly so the store runs end to end offline.
     */
    PAYMENTS_REQUIRE_LIVE: z.enum(["0", "1", "true", "false", ""]).optional(),
    APP_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const together = (names: (keyof typeof env)[]) => {
      const set = names.filter((name) => env[name] !== undefined);
      if (set.length > 0 && set.length < names.length) {
        for (const name of names.filter((n) => env[n] === undefined)) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `must be set together with ${set.join(", ")}`,
          });
        }
      }
    };
    together(["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"]);
    together(["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"]);
    together(["WALLET_MERCHANT_ID", "WALLET_ACCESS_KEY", "WALLET_SECRET_KEY", "WALLET_CLIENT_ID"]);
    together(["FINANCING_PUBLIC_KEY", "FINANCING_PRIVATE_KEY"]);
    const secretMode = /_(test|live)_/.exec(env.STRIPE_SECRET_KEY ?? "")?.[1];
    const publishableMode = /_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? "")?.[1];
    if (secretMode && publishableMode && secretMode !== publishableMode) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
      });
    }
    if (env.PAYPAL_WEBHOOK_ID && !env.PAYPAL_CLIENT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYPAL_WEBHOOK_ID"],
        message: "needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET to verify webhooks",
      });
    }
  });

export type StripeKeys = { secretKey: string; publishableKey: string };
export type PaypalKeys = {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "live";
};
export type WalletKeys = {
  merchantId: string;
  accessKey: string;
  secretKey: string;
  clientId: string;
  environment: "sandbox" | "live";
};
export type FinancingKeys = {
  publicKey: string;
  privateKey: string;
  environment: "sandbox" | "live";
};

export type PaymentConfig = {
  stripe: StripeKeys | null;
  stripeWebhookSecret: string | null;
  paypal: PaypalKeys | null;
  paypalWebhookId: string | null;
  wallet: WalletKeys | null;
  financing: FinancingKeys | null;
  requireLive: boolean;
};

export class PaymentConfigError extends Error {}

export function parsePaymentConfig(source: Record<string, string | undefined>): PaymentConfig {
  const result = paymentEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new PaymentConfigError(`Invalid payment environment variables:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY }
        : null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            environment: env.PAYPAL_ENV,
          }
        : null,
    paypalWebhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    wallet:
      env.WALLET_MERCHANT_ID &&
      env.WALLET_ACCESS_KEY &&
      env.WALLET_SECRET_KEY &&
      env.WALLET_CLIENT_ID
        ? {
            merchantId: env.WALLET_MERCHANT_ID,
            accessKey: env.WALLET_ACCESS_KEY,
            secretKey: env.WALLET_SECRET_KEY,
            clientId: env.WALLET_CLIENT_ID,
            environment: env.WALLET_ENV,
          }
        : null,
    financing:
      env.FINANCING_PUBLIC_KEY && env.FINANCING_PRIVATE_KEY
        ? {
            publicKey: env.FINANCING_PUBLIC_KEY,
            privateKey: env.FINANCING_PRIVATE_KEY,
            environment: env.FINANCING_ENV,
          }
        : null,
    requireLive: !simulatedPaymentsRule(env).allowed,
  };
}

/**
 * The simulated-payments rule, named so start-up can say which clause applied: the built-in
 * simulation (orders placed without money taken) runs for methods without live keys when
 * PAYMENTS_REQUIRE_LIVE says `0`, never when it says `1`, and when unset only outside production.
 * A production store that allows it must also be the demo (lib/deployment/go-live.ts).
 */
export type SimulatedPayments = {
  allowed: boolean;
  because:
    | "PAYMENTS_REQUIRE_LIVE=0"
    | "PAYMENTS_REQUIRE_LIVE=1"
    | "production refuses it by default"
    | "allowed outside production";
};

export function simulatedPaymentsRule(
  source: Record<string, string | undefined>,
): SimulatedPayments {
  const said = source.PAYMENTS_REQUIRE_LIVE?.trim();
  if (said === "0" || said === "false")
    return { allowed: true, because: "PAYMENTS_REQUIRE_LIVE=0" };
  if (said === "1" || said === "true")
    return { allowed: false, because: "PAYMENTS_REQUIRE_LIVE=1" };
  const appEnv = source.APP_ENV || (process.env.NODE_ENV === "production" ? "production" : "");
  return appEnv === "production"
    ? { allowed: false, because: "production refuses it by default" }
    : { allowed: true, because: "allowed outside production" };
}

let cached: PaymentConfig | undefined;

/** Read once per process; call it at start-up to fail fast on a bad value. */
export function paymentConfig(): PaymentConfig {
  cached ??= parsePaymentConfig(process.env);
  return cached;
}

/** Whether `method` runs on its real provider. */
export function isLive(method: PaymentMethod, config: PaymentConfig = paymentConfig()): boolean {
  switch (method) {
    case "card":
      return config.stripe !== null;
    case "paypal":
      return config.paypal !== null;
    case "wallet":
      return config.wallet !== null;
    case "financing":
      return config.financing !== null;
  }
}

/** The local simulation may serve `method` (no live keys, and the shop does not forbid it). */
export function localAllowed(method: PaymentMethod, config: PaymentConfig = paymentConfig()) {
  return !isLive(method, config) && !config.requireLive;
}
