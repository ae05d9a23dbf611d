/**
 * Tracing off (no OTLP variable): no SDK is imported, our spans are plain calls, logs carry no
 * trace ids. A file of its own, so no tracer provider from another test is registered here.
 */
const sdkLoaded = jest.fn();
jest.mock("server-only", () => ({}));
jest.mock("@/lib/telemetry/sdk", () => {
  sdkLoaded();
  return { startSdk: jest.fn() };
});

const OTEL_VARIABLES = Object.keys(process.env).filter((name) => name.startsWith("OTEL_"));
beforeEach(() => {
  for (const name of OTEL_VARIABLES) delete process.env[name];
});

describe("tracing off", () => {
  it("starts without importing the SDK, and then with it once an endpoint is named", async () => {
    const { startTracing } = await import("@/lib/telemetry/start");
    await startTracing();
    expect(sdkLoaded).not.toHaveBeenCalled();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = "http://127.0.0.1:4318";
    try {
      await startTracing();
    } finally {
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    }
    expect(sdkLoaded).toHaveBeenCalledTimes(1);
    const { startSdk } = jest.requireMock<{ startSdk: jest.Mock }>("@/lib/telemetry/sdk");
    expect(startSdk).toHaveBeenCalledWith(expect.objectContaining({ protocol: "http/protobuf" }));
  });

  it("runs spans as plain calls and logs without trace fields", async () => {
    const { tracingOn, withSpan } = await import("@/lib/telemetry/span");
    const { traceFields } = await import("@/lib/log");
    expect(tracingOn()).toBe(false);
    const seen = await withSpan("placeOrder", {}, async (span) => ({
      span,
      fields: traceFields(),
    }));
    expect(seen).toEqual({ span: undefined, fields: {} });
  });
});
