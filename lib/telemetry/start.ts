import "server-only";
import { tracingConfig } from "./config";

/**
 * Turns tracing on when the OTLP variables ask for it (docs/operating.md, "Traces"). Without them this
 * returns before the SDK is imported: the server runs with the API's no-op tracer, and our own
 * span helpers skip even that.
 */
export async function startTracing(): Promise<void> {
  const config = tracingConfig(process.env);
  if (!config) return;
  const { startSdk } = await import("./sdk");
  startSdk(config);
}
