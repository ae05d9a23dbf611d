/** Runs once when the server starts: a bad environment stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    try {
      // First, so start-up work is traced too; loads no SDK without OTEL_EXPORTER_OTLP_* set.
      await (await import("./lib/telemetry/start")).startTracing();
      const { env } = await import("./lib/env");
      env();
      // Payment keys are checked here too, so a half-configured provider stops start-up instead
      // of failing the first shopper who tries to pay.
      const { paymentConfig } = await import("./lib/payments/config");
      paymentConfig();
      // A built server outside server.mjs, and a production store with demo credentials, a
      // published or missing session secret, no mail transport, simulated or sandbox payments,
      // no https SITE_URL or the store override, stops here, every problem named (README,
      // "Going live").
      const { checkDeployment } = await import("./lib/deployment/startup");
      await checkDeployment();
    } catch (error) {
      // Next logs a failed register() and serves anyway ("Failed to prepare server"): exit.
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    // server.mjs asks this before a page's 500 leaves: a page that failed because the database
    // cannot answer is then answered 503 with Retry-After (server/unavailable-page.mjs).
    const { registerOutageCheck } = await import("./lib/http/dependency-outage.mjs");
    const { databaseOutage } = await import("./lib/health/probes");
    const { DATABASE_RETRY_AFTER_SECONDS } = await import("./lib/db/errors");
    const { brand } = await import("./lib/brand");
    registerOutageCheck({
      storeName: brand.name,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      unavailable: databaseOutage,
    });
    const { startBackgroundJobs } = await import("./lib/jobs/timers");
    startBackgroundJobs();
  }
}

/**
 * Every server error of a page or route, logged with the digest the shopper's error screen
 * shows as its reference, through the redacting logger.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routePath?: string; routeType?: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A page that failed because the database cannot answer: remembered, so that its 500 leaves
  // as a 503 (server/unavailable-page.mjs; the dependency probe covers a report that comes late).
  const { noteDatabaseUnavailable } = await import("./lib/db/errors");
  const unavailable = noteDatabaseUnavailable(error);
  const { log } = await import("./lib/log");
  const digest = (error as { digest?: unknown } | null)?.digest;
  log()[unavailable ? "warn" : "error"](
    {
      err: error,
      reference: typeof digest === "string" ? digest : undefined,
      method: request.method,
      route: context.routePath,
      kind: context.routeType,
    },
    "[server] request failed",
  );
}
