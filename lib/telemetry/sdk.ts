import "server-only";
import {
  context,
  propagation,
  SpanKind,
  trace,
  type Attributes,
  type Context,
  type Link,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  CompositePropagator,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from "@opentelemetry/core";
import { OTLPTraceExporter as OtlpJsonExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as OtlpProtobufExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SamplingResult,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace";
import type { SamplerConfig, TracingConfig } from "./config";
import { markTracingOn } from "./span";

/**
 * The OpenTelemetry SDK, loaded only when tracing is on (lib/telemetry/start.ts imports this
 * file lazily). Next's own spans (requests, pages, route handlers) and ours share the provider
 * registered here, through the API's process-wide registry.
 */
function samplerFor(config: SamplerConfig): Sampler {
  switch (config.kind) {
    case "always_on":
      return new AlwaysOnSampler();
    case "always_off":
      return new AlwaysOffSampler();
    case "traceidratio":
      return new TraceIdRatioBasedSampler(config.ratio);
    case "parentbased_always_on":
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case "parentbased_always_off":
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case "parentbased_traceidratio":
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.ratio) });
  }
}

/**
 * Load balancers ask /api/health and /api/ready every few seconds: a trace each would bury the
 * shoppers' requests. Next starts its request span with `http.target`; dropping that root drops
 * the whole probe (the default samplers follow the parent). The list matches lib/health/paths.ts
 * (tests/unit/telemetry.test.ts holds them together).
 */
export const UNTRACED_PATHS: readonly string[] = ["/api/health", "/api/ready"];

export class QuietProbesSampler implements Sampler {
  constructor(private readonly inner: Sampler) {}

  shouldSample(
    parent: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    const target = attributes["http.target"];
    if (kind === SpanKind.SERVER && typeof target === "string") {
      if (UNTRACED_PATHS.includes(target.split("?")[0] ?? "")) {
        return { decision: SamplingDecision.NOT_RECORD };
      }
    }
    return this.inner.shouldSample(parent, traceId, name, kind, attributes, links);
  }

  toString(): string {
    return `QuietProbes{${this.inner.toString()}}`;
  }
}

/**
 * Registers a tracer provider for the whole process: the async context that carries the active
 * span across awaits, W3C trace-context propagation, and the provider itself. Also used by unit
 * tests with an in-memory exporter.
 */
export function installTracerProvider(options: {
  spanProcessors: SpanProcessor[];
  serviceName: string;
  sampler?: Sampler;
}): TracerProvider {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ "service.name": options.serviceName }))
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, as every OpenTelemetry SDK reads them.
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new TracerProvider({
    resource,
    sampler: options.sampler,
    spanProcessors: options.spanProcessors,
    // SQL text can be long; a few kilobytes keep a query readable without bloating exports.
    spanLimits: { attributeValueLengthLimit: 4096 },
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  );
  trace.setGlobalTracerProvider(provider);
  markTracingOn();
  return provider;
}

/**
 * Tracing to the OTLP endpoint the environment names. The exporters read the endpoint, headers,
 * time-out and TLS files from the standard OTEL_EXPORTER_OTLP_* variables themselves.
 */
export function startSdk(config: TracingConfig): TracerProvider {
  const exporter =
    config.protocol === "http/json" ? new OtlpJsonExporter() : new OtlpProtobufExporter();
  const provider = installTracerProvider({
    serviceName: config.serviceName,
    sampler: new QuietProbesSampler(samplerFor(config.sampler)),
    spanProcessors: [
      new BatchSpanProcessor({ exporter, scheduledDelayMillis: config.scheduleDelayMs }),
    ],
  });
  // server.mjs drains and exits on SIGTERM; send what is buffered meanwhile.
  process.once("SIGTERM", () => void provider.forceFlush().catch(() => undefined));
  return provider;
}
