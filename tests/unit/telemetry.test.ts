import { Writable } from "node:stream";
import { ROOT_CONTEXT, SpanKind, SpanStatusCode } from "@opentelemetry/api";
import {
  AlwaysOnSampler,
  InMemorySpanExporter,
  SamplingDecision,
  SimpleSpanProcessor,
  type ReadableSpan,
} from "@opentelemetry/sdk-trace";
import { PROBE_PATHS } from "@/lib/health/paths";
import { tracingConfig, TracingConfigError } from "@/lib/telemetry/config";
import { installTracerProvider, QuietProbesSampler, UNTRACED_PATHS } from "@/lib/telemetry/sdk";
import { withSpan } from "@/lib/telemetry/span";

jest.mock("server-only", () => ({}));
process.env.PGLITE_DIR = "memory://";
process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123";

/**
 * Traces with a real tracer provider and an in-memory exporter: what the server sends to an
 * OTLP endpoint, without one.
 */
const exporter = new InMemorySpanExporter();
beforeAll(() => {
  installTracerProvider({
    serviceName: "unit",
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
});
beforeEach(() => exporter.reset());

const spans = () => exporter.getFinishedSpans();
const named = (name: string): ReadableSpan => {
  const found = spans().find((span) => span.name === name);
  if (!found)
    throw new Error(
      `no span ${name} in ${spans()
        .map((s) => s.name)
        .join(", ")}`,
    );
  return found;
};
const isChildOf = (child: ReadableSpan, parent: ReadableSpan) =>
  child.spanContext().traceId === parent.spanContext().traceId &&
  child.parentSpanContext?.spanId === parent.spanContext().spanId;

describe("tracing configuration (the standard OTEL_* variables)", () => {
  const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };

  it("is off without an OTLP endpoint, or when the SDK or exporter is switched off", () => {
    expect(tracingConfig({})).toBeNull();
    expect(
      tracingConfig({ OTEL_SERVICE_NAME: "shop", OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" }),
    ).toBeNull();
    expect(tracingConfig({ ...endpoint, OTEL_SDK_DISABLED: "true" })).toBeNull();
    expect(tracingConfig({ ...endpoint, OTEL_TRACES_EXPORTER: "none" })).toBeNull();
  });

  it("is on with either endpoint, protobuf unless told, parent-based sampling", () => {
    expect(tracingConfig(endpoint)).toEqual({
      protocol: "http/protobuf",
      serviceName: "atelier-storefront",
      sampler: { kind: "parentbased_always_on" },
      scheduleDelayMs: 5000,
    });
    expect(
      tracingConfig({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://collector/v1/traces",
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/protobuf",
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "shop-eu",
        OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
        OTEL_TRACES_SAMPLER_ARG: "0.25",
        OTEL_BSP_SCHEDULE_DELAY: "200",
      }),
    ).toEqual({
      protocol: "http/json",
      serviceName: "shop-eu",
      sampler: { kind: "parentbased_traceidratio", ratio: 0.25 },
      scheduleDelayMs: 200,
    });
  });

  it.each([
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }, /OTEL_EXPORTER_OTLP_PROTOCOL/],
    [{ OTEL_TRACES_EXPORTER: "zipkin" }, /OTEL_TRACES_EXPORTER/],
    [{ OTEL_TRACES_SAMPLER: "sometimes" }, /OTEL_TRACES_SAMPLER/],
    [{ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "2" }, /SAMPLER_ARG/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" }, /OTEL_EXPORTER_OTLP_ENDPOINT/],
  ])("stops start-up on what it cannot honour: %j", (extra, variable) => {
    expect(() => tracingConfig({ ...endpoint, ...extra })).toThrow(TracingConfigError);
    expect(() => tracingConfig({ ...endpoint, ...extra })).toThrow(variable);
  });
});

describe("load balancers' probes stay out of the traces", () => {
  const sampler = new QuietProbesSampler(new AlwaysOnSampler());
  const decide = (target: string, kind = SpanKind.SERVER) =>
    sampler.shouldSample(
      ROOT_CONTEXT,
      "0".repeat(31) + "1",
      "GET",
      kind,
      { "http.target": target },
      [],
    ).decision;

  it("drops the request span of each probe path and keeps the rest", () => {
    expect([...UNTRACED_PATHS].sort()).toEqual([...PROBE_PATHS].sort());
    for (const path of PROBE_PATHS) {
      expect(decide(path)).toBe(SamplingDecision.NOT_RECORD);
      expect(decide(`${path}?from=lb`)).toBe(SamplingDecision.NOT_RECORD);
    }
    expect(decide("/api/external/placeOrder")).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide("/api/readyz")).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide("/api/ready", SpanKind.INTERNAL)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});

describe("spans", () => {
  it("marks a failed span with the error's type, never its message", async () => {
    const failing = withSpan("checkout", {}, async () => {
      throw new TypeError("card 4242424242424242 for ada@example.com");
    });
    await expect(failing).rejects.toThrow(TypeError);
    const span = named("checkout");
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: "TypeError" });
    expect(JSON.stringify(span.events)).not.toMatch(/4242|example\.com/);
  });
});

describe("log lines carry the active trace", () => {
  it("has trace_id and span_id inside a span, neither outside", async () => {
    const { createLogger } = await import("@/lib/log");
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLogger(sink);
    await withSpan("placeOrder", {}, async () => {
      await Promise.resolve();
      logger.info("inside");
    });
    logger.info("outside");
    const { traceId, spanId } = named("placeOrder").spanContext();
    expect(lines[0]).toMatchObject({ msg: "inside", trace_id: traceId, span_id: spanId });
    expect(lines[1]?.msg).toBe("outside");
    expect(lines[1]).not.toHaveProperty("trace_id");
  });
});

describe("database and payment-provider spans", () => {
  beforeAll(async () => {
    const { database } = await import("@/lib/db/client");
    await (await database()).migrate();
  }, 120_000);
  afterAll(async () => {
    const { database } = await import("@/lib/db/client");
    await (await database()).close();
  });

  it("makes each statement a span under the caller's, with placeholders, not values", async () => {
    const { db } = await import("@/lib/db/client");
    const { localPaymentLedger } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    await withSpan("caller", {}, async () => {
      const handle = await db();
      await handle
        .insert(localPaymentLedger)
        .values({ idempotencyKey: "key-secret-1", reference: "ref-secret-1", amount: 1200 });
      await handle
        .update(localPaymentLedger)
        .set({ amount: 1300 })
        .where(eq(localPaymentLedger.idempotencyKey, "key-secret-1"));
      await handle
        .select()
        .from(localPaymentLedger)
        .where(eq(localPaymentLedger.idempotencyKey, "key-secret-1"));
    });
    const caller = named("caller");
    const insert = named("insert local_payment_ledger");
    const select = named("select local_payment_ledger");
    expect(isChildOf(insert, caller)).toBe(true);
    expect(isChildOf(select, caller)).toBe(true);
    expect(isChildOf(named("update local_payment_ledger"), caller)).toBe(true);
    expect(insert.kind).toBe(SpanKind.CLIENT);
    expect(select.attributes).toMatchObject({
      "db.system.name": "postgresql",
      "db.operation.name": "select",
      "db.collection.name": "local_payment_ledger",
    });
    expect(String(select.attributes["db.query.text"])).toMatch(/where .*= \$1/);
    expect(JSON.stringify(spans().map((s) => s.attributes))).not.toMatch(/secret-1/);
  });

  it("makes a local card charge a payments span with its ledger write beneath", async () => {
    const { providerFor } = await import("@/lib/payments/providers");
    const { createCardToken } = await import("@/lib/payments/local/card-tokens");
    const { token } = createCardToken({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
    });
    const orderId = "6f1c1d1e-0000-4000-8000-000000000002";
    const result = await withSpan("placeOrder", {}, () =>
      providerFor("card").charge({
        orderId,
        amount: 12_500,
        currency: "USD",
        method: "card",
        token,
        idempotencyKey: `order:${orderId}:1`,
        description: "Order",
      }),
    );
    expect(result.ok).toBe(true);
    const charge = named("payments.charge");
    expect(isChildOf(charge, named("placeOrder"))).toBe(true);
    expect(charge.attributes).toMatchObject({
      "payment.provider": "local",
      "payment.method": "card",
      "payment.amount_cents": 12_500,
    });
    expect(isChildOf(named("insert local_payment_ledger"), charge)).toBe(true);
  });

  it("makes each Stripe SDK call a client span", async () => {
    const { tracedStripe } = await import("@/lib/payments/stripe/client");
    const intent = { id: "pi_1", amount: 100, status: "succeeded" };
    const fake = {
      paymentIntents: {
        create: jest.fn(),
        retrieve: jest.fn(),
        capture: jest.fn(async () => intent),
        cancel: jest.fn(),
      },
      refunds: { create: jest.fn() },
    } as unknown as Parameters<typeof tracedStripe>[0];
    await withSpan("placeOrder", {}, () =>
      tracedStripe(fake).paymentIntents.capture(
        "pi_1",
        { amount_to_capture: 100 },
        { idempotencyKey: "k" },
      ),
    );
    const call = named("stripe paymentIntents.capture");
    expect(call.kind).toBe(SpanKind.CLIENT);
    expect(call.attributes).toMatchObject({ "payment.provider": "stripe" });
    expect(isChildOf(call, named("placeOrder"))).toBe(true);
    expect(fake.paymentIntents.capture).toHaveBeenCalledWith(
      "pi_1",
      { amount_to_capture: 100 },
      { idempotencyKey: "k" },
    );
  });

  it("makes a provider's HTTP call a client span: method, host and path, no query", async () => {
    const { tracedFetch } = await import("@/lib/payments/http");
    const answers = [201, 503];
    const fetchLike = tracedFetch(
      "paypal",
      async () => new Response("{}", { status: answers.shift() }),
    );
    await fetchLike("https://api-m.paypal.com/v2/checkout/orders/ORDER1/capture?token=secret", {
      method: "POST",
      headers: { Authorization: "Bearer secret" },
    });
    await fetchLike("https://api-m.paypal.com/v1/oauth2/token");
    const [post, get] = spans();
    expect(post?.name).toBe("paypal POST");
    expect(post?.kind).toBe(SpanKind.CLIENT);
    expect(post?.attributes).toEqual({
      "payment.provider": "paypal",
      "http.request.method": "POST",
      "server.address": "api-m.paypal.com",
      "url.path": "/v2/checkout/orders/ORDER1/capture",
      "http.response.status_code": 201,
    });
    expect(post?.status.code).toBe(SpanStatusCode.UNSET);
    expect(get?.name).toBe("paypal GET");
    expect(get?.status.code).toBe(SpanStatusCode.ERROR);
    expect(JSON.stringify(spans().map((s) => s.attributes))).not.toMatch(/secret/);
  });
});
