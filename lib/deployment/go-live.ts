import type { DemoCredentials } from "./demo-credentials";

/**
 * Whether a production start is safe to serve real shoppers: pure, so each rule has its unit
 * test; ./startup.ts feeds it and stops the server with every problem listed at once.
 */
export type GoLiveInput = {
  appEnv: string;
  /** DEMO=1: the demo says so itself, and may keep its people, simulated payments and mail files. */
  demo: boolean;
  /** SITE_URL as set (undefined when it was not). */
  siteUrl: string | undefined;
  smtpUrl: string | undefined;
  mailTransport: "smtp" | "file" | undefined;
  /** lib/payments/config.ts `simulatedPaymentsRule`. */
  simulatedPayments: { allowed: boolean; because: string };
  /** What the database still honours, or why it could not be read. */
  demoCredentials: DemoCredentials | { unreadable: string };
  /** SESSION_SECRET as set (undefined when it was not). */
  sessionSecret: string | undefined;
  /** ALLOW_STORE_OVERRIDE=1: any client may choose the retail store by header or cookie. */
  allowStoreOverride: boolean;
  /** Each configured payment provider's mode (null: not configured, the method is not offered). */
  paymentModes: PaymentModes;
};

/** lib/payments/config.ts's providers, by the mode their keys or *_ENV settings name. */
export type PaymentModes = {
  stripe: "test" | "live" | null;
  paypal: "sandbox" | "live" | null;
  wallet: "sandbox" | "live" | null;
  financing: "sandbox" | "live" | null;
};

/**
 * Secrets published in this repository (scripts/test-env.sh): anyone could sign a session with
 * them. tests/unit/deployment/go-live.test.ts keeps this list in step with the script.
 */
export const PUBLISHED_SESSION_SECRETS: readonly string[] = [
  "test-only-session-secret-0123456789abcdef",
];

type GoLiveRule =
  | "demo-credentials"
  | "database"
  | "mail"
  | "payments"
  | "payment-sandbox"
  | "session-secret"
  | "site-url"
  | "store-override"
  | "server";
export type GoLiveProblem = { rule: GoLiveRule; message: string };

const list = (names: string[]) => names.join(", ");

/**
 * The store works only behind server.mjs (docs/operating.md, "Behind a load balancer"): under `next start`,
 * standalone output or a platform's own server, the prerendered pages' script policy keeps its
 * unfilled hash placeholder (no script runs: no configurator, no bag) and the client address is
 * whatever the client writes in X-Forwarded-For. So every built server (NODE_ENV=production),
 * the demo and staging included, refuses to start elsewhere; `next dev` is exempt.
 */
export function runtimeProblems(input: {
  builtServer: boolean;
  servedByServerMjs: boolean;
}): GoLiveProblem[] {
  if (!input.builtServer || input.servedByServerMjs) return [];
  return [
    {
      rule: "server",
      message:
        "not running under server.mjs: start the store with `npm start` (node server.mjs), never `next start`, standalone output or a platform's own server; without it the pages' scripts are refused by their own policy and any client can choose its address for the rate limits",
    },
  ];
}

/** The first rules a production store must pass, beyond the server it runs under. */
export function goLiveProblems(input: GoLiveInput): GoLiveProblem[] {
  if (input.appEnv !== "production" || input.demo) return [];
  const problems: GoLiveProblem[] = [];
  if (!input.sessionSecret)
    problems.push({
      rule: "session-secret",
      message:
        "SESSION_SECRET is not set: sessions would be signed with a secret kept in DATA_DIR, which another server does not share and a lost disk renews (set a random value of 32+ characters, the same on every server)",
    });
  else if (PUBLISHED_SESSION_SECRETS.includes(input.sessionSecret))
    problems.push({
      rule: "session-secret",
      message:
        "SESSION_SECRET is the test secret published in scripts/test-env.sh: anyone could sign a session (set a random value of 32+ characters)",
    });
  const found = input.demoCredentials;
  if ("unreadable" in found) {
    problems.push({
      rule: "database",
      message: `the database could not be checked for demo credentials (${found.unreadable}); run npm run db:migrate first`,
    });
  } else {
    const fix = "npm run db:migrate (without DEMO=1) disables them";
    if (found.associates.length > 0)
      problems.push({
        rule: "demo-credentials",
        message: `demo sales associates with their published PINs: ${list(found.associates)} (${fix}; then npm run associates -- add …)`,
      });
    if (found.staff.length > 0)
      problems.push({
        rule: "demo-credentials",
        message: `the demo editor with its published password: ${list(found.staff)} (${fix}; then npm run staff -- grant --email …)`,
      });
    if (found.promoCodes.length > 0)
      problems.push({
        rule: "demo-credentials",
        message: `demo promo codes: ${list(found.promoCodes)} (${fix})`,
      });
  }
  if (input.mailTransport === "smtp" && !input.smtpUrl)
    problems.push({ rule: "mail", message: "MAIL_TRANSPORT=smtp but SMTP_URL is not set" });
  else if (!input.smtpUrl && input.mailTransport !== "file")
    problems.push({
      rule: "mail",
      message:
        "mail has no transport: set SMTP_URL (smtp://user:pass@host:587), or MAIL_TRANSPORT=file to keep every mail in $DATA_DIR/outbox on purpose",
    });
  if (input.simulatedPayments.allowed)
    problems.push({
      rule: "payments",
      message: `simulated payments are on (${input.simulatedPayments.because}): orders would be placed without money taken; only the demo (DEMO=1) may, so unset it or set PAYMENTS_REQUIRE_LIVE=1`,
    });
  const sandboxes = [
    ...(input.paymentModes.stripe === "test"
      ? ["Stripe test keys (STRIPE_SECRET_KEY sk_test_…, STRIPE_PUBLISHABLE_KEY pk_test_…)"]
      : []),
    ...(input.paymentModes.paypal === "sandbox" ? ["PayPal sandbox (PAYPAL_ENV)"] : []),
    ...(input.paymentModes.wallet === "sandbox" ? ["wallet sandbox (WALLET_ENV)"] : []),
    ...(input.paymentModes.financing === "sandbox" ? ["financing sandbox (FINANCING_ENV)"] : []),
  ];
  if (sandboxes.length > 0)
    problems.push({
      rule: "payment-sandbox",
      message: `payments would go to a provider's test system, so orders would be placed without money taken: ${list(sandboxes)}; set live keys and PAYPAL_ENV/WALLET_ENV/FINANCING_ENV=live`,
    });
  if (!input.siteUrl)
    problems.push({
      rule: "site-url",
      message:
        "SITE_URL is not set: links in mails and metadata would point at localhost (set it to the store's public origin, e.g. https://shop.example)",
    });
  else if (!input.siteUrl.toLowerCase().startsWith("https://"))
    problems.push({
      rule: "site-url",
      message: `SITE_URL is ${input.siteUrl}, not https://: browsers refuse passkeys and Secure cookies on a plain-HTTP origin (set the store's public https:// origin)`,
    });
  if (input.allowStoreOverride)
    problems.push({
      rule: "store-override",
      message:
        "ALLOW_STORE_OVERRIDE=1 lets any client choose the retail store (its prices and catalogue) by header or cookie: unset it in production",
    });
  return problems;
}

export function goLiveReport(problems: GoLiveProblem[], where = "in production"): string {
  return [
    `Refusing to start ${where}: ${problems.length} problem${problems.length === 1 ? "" : "s"} (docs/operating.md, "Going live"):`,
    ...problems.map((problem) => `  - [${problem.rule}] ${problem.message}`),
  ].join("\n");
}

/** Said at every start of the demo, so nobody mistakes it for a real store. */
export const DEMO_NOTICE =
  "DEMO MODE (DEMO=1): demo associates and the demo editor sign in with the PINs and password printed in the README, demo promo codes work, payments without live keys may be simulated and mail without SMTP_URL goes to $DATA_DIR/outbox. Never run a real store with DEMO=1.";
