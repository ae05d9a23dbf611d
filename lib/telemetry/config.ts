import { z } from "zod";

/**
 * Tracing is configured with the standard OpenTelemetry variables and is off unless an OTLP
 * endpoint is named: nothing else turns it on, so a server without them loads no SDK at all.
 */
export type SamplerConfig =
  | { kind: "always_on" | "always_off" | "parentbased_always_on" | "parentbased_always_off" }
  | { kind: "traceidratio" | "parentbased_traceidratio"; ratio: number };

export type TracingConfig = {
  protocol: "http/protobuf" | "http/json";
  serviceName: string;
  sampler: SamplerConfig;
  /** How long finished spans wait to be sent together (OTEL_BSP_SCHEDULE_DELAY). */
  scheduleDelayMs: number;
};

export class TracingConfigError extends Error {}

const DEFAULT_SERVICE_NAME = "atelier-storefront";

const text = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const schema = z.object({
  OTEL_SDK_DISABLED: text,
  OTEL_EXPORTER_OTLP_ENDPOINT: text,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: text,
  OTEL_TRACES_EXPORTER: text,
  OTEL_EXPORTER_OTLP_PROTOCOL: text,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: text,
  OTEL_SERVICE_NAME: text,
  OTEL_TRACES_SAMPLER: text,
  OTEL_TRACES_SAMPLER_ARG: text,
  OTEL_BSP_SCHEDULE_DELAY: text,
});

const SAMPLERS = [
  "always_on",
  "always_off",
  "traceidratio",
  "parentbased_always_on",
  "parentbased_always_off",
  "parentbased_traceidratio",
] as const;

function sampler(name: string | undefined, arg: string | undefined): SamplerConfig {
  const kind = (name ?? "parentbased_always_on").toLowerCase();
  if (!(SAMPLERS as readonly string[]).includes(kind)) {
    throw new TracingConfigError(
      `OTEL_TRACES_SAMPLER: must be one of ${SAMPLERS.join(", ")} (got "${name}").`,
    );
  }
  if (kind === "traceidratio" || kind === "parentbased_traceidratio") {
    const ratio = arg === undefined ? 1 : Number(arg);
    if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) {
      throw new TracingConfigError("OTEL_TRACES_SAMPLER_ARG: must be a number from 0 to 1.");
    }
    return { kind, ratio };
  }
  return {
    kind: kind as Exclude<SamplerConfig["kind"], "traceidratio" | "parentbased_traceidratio">,
  };
}

/**
 * The tracing set-up the environment asks for, or null when tracing is off: no OTLP endpoint,
 * `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none`. A value the SDK here cannot honour
 * (gRPC, an unknown sampler) stops start-up with a message naming the variable, rather than
 * leaving an operator without the traces they think they have.
 */
export function tracingConfig(source: Record<string, string | undefined>): TracingConfig | null {
  const env = schema.parse(source);
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === "true") return null;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const exporter = env.OTEL_TRACES_EXPORTER?.toLowerCase();
  if (exporter === "none") return null;
  if (exporter !== undefined && exporter !== "otlp") {
    throw new TracingConfigError(
      `OTEL_TRACES_EXPORTER: only "otlp" or "none" (got "${exporter}").`,
    );
  }
  for (const name of [
    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
    "OTEL_EXPORTER_OTLP_ENDPOINT",
  ] as const) {
    const url = env[name];
    if (url && !/^https?:\/\/[^\s]+$/.test(url)) {
      throw new TracingConfigError(`${name}: must be an http:// or https:// URL.`);
    }
  }
  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ??
    env.OTEL_EXPORTER_OTLP_PROTOCOL ??
    "http/protobuf"
  ).toLowerCase();
  if (protocol !== "http/protobuf" && protocol !== "http/json") {
    const variable = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL
      ? "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"
      : "OTEL_EXPORTER_OTLP_PROTOCOL";
    throw new TracingConfigError(
      `${variable}: "http/protobuf" or "http/json" (got "${protocol}"; gRPC is not built in).`,
    );
  }
  const delay =
    env.OTEL_BSP_SCHEDULE_DELAY === undefined ? 5000 : Number(env.OTEL_BSP_SCHEDULE_DELAY);
  if (!Number.isInteger(delay) || delay < 0) {
    throw new TracingConfigError(
      "OTEL_BSP_SCHEDULE_DELAY: must be a whole number of milliseconds.",
    );
  }
  return {
    protocol,
    serviceName: env.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME,
    sampler: sampler(env.OTEL_TRACES_SAMPLER, env.OTEL_TRACES_SAMPLER_ARG),
    scheduleDelayMs: delay,
  };
}
