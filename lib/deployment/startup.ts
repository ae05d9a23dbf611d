import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { database } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { paymentConfig, simulatedPaymentsRule } from "../payments/config";
import { servedByServerMjs } from "../http/server-marks.mjs";
import { findDemoCredentials, type DemoCredentials } from "./demo-credentials";
import {
  DEMO_NOTICE,
  goLiveProblems,
  goLiveReport,
  runtimeProblems,
  type PaymentModes,
} from "./go-live";

class GoLiveError extends Error {}

async function demoCredentialsOrReason(): Promise<DemoCredentials | { unreadable: string }> {
  try {
    return await findDemoCredentials((await database()).db);
  } catch (error) {
    // Drizzle wraps the driver's error ("Failed query: …"); its cause says what is wrong.
    let reason: unknown = error;
    while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
    const message = reason instanceof Error ? reason.message : String(reason);
    return { unreadable: message.split("\n")[0] ?? message };
  }
}

/** Each configured provider's mode: Stripe's by its keys, the others by their *_ENV. */
function paymentModes(): PaymentModes {
  const { stripe, paypal, wallet, financing } = paymentConfig();
  return {
    stripe: stripe ? (/^(sk|rk)_test_/.test(stripe.secretKey) ? "test" : "live") : null,
    paypal: paypal?.environment ?? null,
    wallet: wallet?.environment ?? null,
    financing: financing?.environment ?? null,
  };
}

/**
 * Run by instrumentation.ts at start-up. Production refuses to serve while a rule of
 * ./go-live.ts fails, naming each; the demo says it is the demo, and a store writing its mail to
 * files says so, every time it starts.
 */
export async function checkDeployment(): Promise<void> {
  const { APP_ENV, DEMO, SMTP_URL, MAIL_TRANSPORT, DATA_DIR, NODE_ENV } = env();
  const runtime = runtimeProblems({
    // `next build` prerenders in production mode too; only a server that serves is checked.
    builtServer: NODE_ENV === "production" && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD,
    servedByServerMjs: servedByServerMjs(),
  });
  if (runtime.length > 0) throw new GoLiveError(goLiveReport(runtime, "outside server.mjs"));
  if (DEMO) log().warn(DEMO_NOTICE);
  if (APP_ENV === "production" && !DEMO) {
    const problems = goLiveProblems({
      appEnv: APP_ENV,
      demo: DEMO,
      siteUrl: process.env.SITE_URL?.trim() || undefined,
      smtpUrl: SMTP_URL,
      mailTransport: MAIL_TRANSPORT,
      simulatedPayments: simulatedPaymentsRule(process.env),
      demoCredentials: await demoCredentialsOrReason(),
      sessionSecret: process.env.SESSION_SECRET?.trim() || undefined,
      allowStoreOverride: env().ALLOW_STORE_OVERRIDE,
      paymentModes: paymentModes(),
    });
    if (problems.length > 0) {
      throw new GoLiveError(goLiveReport(problems));
    }
  }
  if (!SMTP_URL || MAIL_TRANSPORT === "file")
    log().warn(`Mail is not sent: every mail is written to ${DATA_DIR}/outbox (no SMTP_URL).`);
}
