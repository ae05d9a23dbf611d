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
};

type GoLiveRule = "demo-credentials" | "database" | "mail" | "payments" | "site-url";
export type GoLiveProblem = { rule: GoLiveRule; message: string };

const list = (names: string[]) => names.join(", ");

export function goLiveProblems(input: GoLiveInput): GoLiveProblem[] {
  if (input.appEnv !== "production" || input.demo) return [];
  const problems: GoLiveProblem[] = [];
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
  if (!input.siteUrl)
    problems.push({
      rule: "site-url",
      message:
        "SITE_URL is not set: links in mails and metadata would point at localhost (set it to the store's public origin, e.g. https://shop.example)",
    });
  return problems;
}

export function goLiveReport(problems: GoLiveProblem[]): string {
  return [
    `Refusing to start in production: ${problems.length} problem${problems.length === 1 ? "" : "s"} (README, "Going live"):`,
    ...problems.map((problem) => `  - [${problem.rule}] ${problem.message}`),
  ].join("\n");
}

/** Said at every start of the demo, so nobody mistakes it for a real store. */
export const DEMO_NOTICE =
  "DEMO MODE (DEMO=1): demo associates and the demo editor sign in with the PINs and password printed in the README, demo promo codes work, payments without live keys may be simulated and mail without SMTP_URL goes to $DATA_DIR/outbox. Never run a real store with DEMO=1.";
