import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

/**
 * Whether this process sends traces. Kept on the process, not the module: Next bundles the
 * instrumentation hook, the proxy and each route separately, and all of them must agree.
 */
const ON = Symbol.for("atelier.tracing.on");
const flag = globalThis as { [ON]?: boolean };

export const tracingOn = (): boolean => flag[ON] === true;

/** Called once the tracer provider is registered (lib/telemetry/sdk.ts). */
export function markTracingOn(): void {
  flag[ON] = true;
}

export { SpanKind };

const TRACER = "atelier-storefront";

/**
 * Runs `fn` inside a span that is the active one for everything it awaits (database queries,
 * provider calls), ends it, and marks it failed when `fn` throws. With tracing off this is a
 * plain call: no tracer, no context switch.
 */
export async function withSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | undefined) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracingOn()) return fn(undefined);
  return trace.getTracer(TRACER).startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      // The type only: messages can carry what a shopper typed (Drizzle puts a query's
      // parameters there). The error's log line has the whole story and this trace's id.
      span.recordException({ name: errorName(error) });
      span.setStatus({ code: SpanStatusCode.ERROR, message: errorName(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks the span failed without an exception (an answer that is itself the failure). */
export function failSpan(span: Span | undefined, message: string): void {
  span?.setStatus({ code: SpanStatusCode.ERROR, message });
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "Error";
}
