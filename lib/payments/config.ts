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

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A provider's API base URL, for pointing an adapter at a stand-in (tests) or a regional host.
 * Unset means the provider's own host. Plain http only on this machine's loopback: a real host
 * must be reached over TLS, keys and all.
 */
const apiBase = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === "https:" || LOOPBACK.test(url.hostname);
    }, "must be https (plain http only on loopback)")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
);

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
    /** Each provider's API base, defaulting to the provider's host for its environment. */
    STRIPE_API_BASE: apiBase,
    PAYPAL_API_BASE: apiBase,
    WALLET_API_BASE: apiBase,
    FINANCING_API_BASE: apiBase,
    /** How long one provider call may take before it counts as unanswered (1–60 s). */
    PAYMENTS_PROVIDER_TIMEOUT_MS: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, "must be a whole number of milliseconds")
        .transform(Number)
        .pipe(z.number().int().min(1_000).max(60_000))
        .optional(),
    ),
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

/**
 * Where and how long: `apiBase` replaces the provider's host (a stand-in in tests), `timeoutMs`
 * bounds each call. Both optional, so a bare set of keys reaches the real provider.
 */
type Reach = { apiBase?: string; timeoutMs?: number };

export type StripeKeys = { secretKey: string; publishableKey: string } & Reach;
export type PaypalKeys = {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "live";
} & Reach;
export type WalletKeys = {
  merchantId: string;
  accessKey: string;
  secretKey: string;
  clientId: string;
  environment: "sandbox" | "live";
} & Reach;
export type FinancingKeys = {
  publicKey: string;
  privateKey: string;
  environment: "sandbox" | "live";
} & Reach;

/** Provider calls give up after this long rather than hold a shopper's request forever. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 20_000;

export type PaymentConfig = {
  stripe: StripeKeys | null;
  stripeWebhookSecret: string | null;
  paypal: PaypalKeys | null;
  paypalWebhookId: string | null;
  wallet: WalletKeys | null;
  financing: FinancingKeys | null;
  requireLive: boolean;
  /** PAYMENTS_PROVIDER_TIMEOUT_MS, or 20 s. */
  timeoutMs: number;
};

export class PaymentConfigError extends Error {}

/**
 * A provider's settings when every one of its keys is set, else null: the provider is then not
 * live (the simulation, or refused by `requireLive`).
 */
function keysOf<Keys extends Record<string, string | undefined>, Rest extends object>(
  keys: Keys,
  rest: Rest,
): ({ [K in keyof Keys]: string } & Rest) | null {
  if (!Object.values(keys).every((value) => value)) return null;
  return { ...(keys as { [K in keyof Keys]: string }), ...rest };
}

export function parsePaymentConfig(source: Record<string, string | undefined>): PaymentConfig {
  const result = paymentEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new PaymentConfigError(`Invalid payment environment variables:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const timeoutMs = env.PAYMENTS_PROVIDER_TIMEOUT_MS ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const reach = (base: string | undefined): Reach => ({
    timeoutMs,
    ...(base ? { apiBase: base } : {}),
  });
  return {
    timeoutMs,
    stripe: keysOf(
      { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY },
      reach(env.STRIPE_API_BASE),
    ),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    paypal: keysOf(
      { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET },
      { environment: env.PAYPAL_ENV, ...reach(env.PAYPAL_API_BASE) },
    ),
    paypalWebhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    wallet: keysOf(
      {
        merchantId: env.WALLET_MERCHANT_ID,
        accessKey: env.WALLET_ACCESS_KEY,
        secretKey: env.WALLET_SECRET_KEY,
        clientId: env.WALLET_CLIENT_ID,
      },
      { environment: env.WALLET_ENV, ...reach(env.WALLET_API_BASE) },
    ),
    financing: keysOf(
      { publicKey: env.FINANCING_PUBLIC_KEY, privateKey: env.FINANCING_PRIVATE_KEY },
      { environment: env.FINANCING_ENV, ...reach(env.FINANCING_API_BASE) },
    ),
    requireLive: !simulatedPaymentsRule(source).allowed,
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
