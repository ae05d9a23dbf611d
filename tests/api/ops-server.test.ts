import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { cartWith, mask, newClient, placeOrder, register, uniqueEmail } from "./support/accounts";
import { BASE_URL, type Client } from "./support/http";
import { testServer } from "./support/second-server";

/**
 * Issue 24, on a second server of the test build that the tests may break: tracing on (the
 * standard OTLP variables, pointed at a receiver in this test), and a catalogue of its own to
 * take away. It shares the PostgreSQL database when DATABASE_URL is set (so postgres.js is
 * traced), else seeds an embedded one of its own (PGlite).
 */
const ROOT = path.resolve(__dirname, "../..");
const OPS_PORT = Number(new URL(BASE_URL).port) + 20;
const OPS_BASE = `http://localhost:${OPS_PORT}`;
const OPS_DATA = `${process.env.DATA_DIR ?? path.join(ROOT, ".data/test")}-ops`;
const OPS_CATALOGUE = `${OPS_DATA}-catalogue`;

// OTLP/HTTP with JSON bodies: ids are hex strings, attributes key/value lists.
type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
  scope: string;
};
type OtlpRequest = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: { scope?: { name?: string }; spans?: Omit<OtlpSpan, "scope">[] }[];
  }[];
};
const SERVER_KIND = 2;

const received: OtlpSpan[] = [];
const services = new Set<string>();
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    if (request.method === "POST" && request.url === "/v1/traces") {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpRequest;
      for (const resource of body.resourceSpans ?? []) {
        const service = resource.resource?.attributes?.find((a) => a.key === "service.name");
        if (service?.value.stringValue) services.add(service.value.stringValue);
        for (const scoped of resource.scopeSpans ?? []) {
          for (const span of scoped.spans ?? []) {
            received.push({ ...span, scope: scoped.scope?.name ?? "" });
          }
        }
      }
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
  });
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

/** Polls the spans received so far until `pick` finds what it wants (export is batched). */
async function eventually<T>(pick: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const found = pick();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not received; spans so far: ${received.map((s) => s.name).join(", ")}`);
}

/** The span and its parents up to the trace's root, by the ids the exporter sent. */
function lineage(span: OtlpSpan): OtlpSpan[] {
  const byId = new Map(received.map((s) => [`${s.traceId}/${s.spanId}`, s]));
  const chain = [span];
  for (let at = span; at.parentSpanId;) {
    const parent = byId.get(`${at.traceId}/${at.parentSpanId}`);
    if (!parent) break;
    chain.push(parent);
    at = parent;
  }
  return chain;
}

const opsEnv = (receiverPort: number): NodeJS.ProcessEnv => ({
  ...process.env,
  TEST_PORT: String(OPS_PORT),
  TEST_DATA_DIR: OPS_DATA,
  TEST_CATALOGUE_DIR: OPS_CATALOGUE,
  // The test build the main server runs: never a build of its own.
  SKIP_BUILD: "1",
  // On PostgreSQL the main server seeded the database this one shares.
  ...(process.env.DATABASE_URL ? { SKIP_SEED: "1" } : {}),
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
  OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  OTEL_SERVICE_NAME: "atelier-ops-test",
  OTEL_BSP_SCHEDULE_DELAY: "100",
});

let env: NodeJS.ProcessEnv = process.env;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  env = opsEnv((receiver.address() as AddressInfo).port);
  rmSync(OPS_CATALOGUE, { recursive: true, force: true });
  rmSync(`${OPS_CATALOGUE}.away`, { recursive: true, force: true });
  // Seeding writes the catalogue; on a shared database this server takes the main one's.
  if (process.env.DATABASE_URL && process.env.CATALOGUE_DIR) {
    cpSync(process.env.CATALOGUE_DIR, OPS_CATALOGUE, { recursive: true });
  }
  await testServer("start", env);
}, 300_000);

afterAll(async () => {
  await testServer("stop", env).catch(() => undefined);
  await new Promise((resolve) => receiver.close(resolve));
  if (existsSync(`${OPS_CATALOGUE}.away`)) renameSync(`${OPS_CATALOGUE}.away`, OPS_CATALOGUE);
}, 60_000);

const ops = (): Client => {
  const client = newClient();
  client.base = OPS_BASE;
  return client;
};

describe("traces (OTLP over HTTP, JSON)", () => {
  it("a placeOrder is one trace: Next's request, the operation, its SQL and the payment", async () => {
    const client = ops();
    const cart = await cartWith(client, mask.id);
    const registered = await register(client, cart.id, uniqueEmail("traced"));
    const placed = await placeOrder(client, registered);
    expect(placed.status).toBe(200);

    const operation = await eventually(() =>
      received.find((s) => s.name === "api POST /placeOrder"),
    );
    expect(services).toContain("atelier-ops-test");
    const inTrace = () => received.filter((s) => s.traceId === operation.traceId);
    const under = (span: OtlpSpan, ancestor: OtlpSpan) =>
      lineage(span).some((s) => s.spanId === ancestor.spanId);

    const charge = await eventually(() =>
      inTrace().find((s) => s.name === "payments.charge" && under(s, operation)),
    );
    expect(attribute(charge, "payment.provider")).toBe("local");
    expect(attribute(charge, "payment.method")).toBe("card");

    // The order's own statements, and the local provider's ledger write inside the charge.
    const statements = await eventually(() => {
      const found = inTrace().filter((s) => attribute(s, "db.system.name") === "postgresql");
      return found.some((s) => under(s, charge)) ? found : undefined;
    });
    expect(statements.filter((s) => under(s, operation)).length).toBeGreaterThan(3);
    expect(statements.map((s) => s.name)).toEqual(
      expect.arrayContaining(["insert local_payment_ledger"]),
    );
    for (const statement of statements) {
      expect(String(attribute(statement, "db.query.text"))).not.toMatch(/@example\.com/);
    }

    // Next's request span is the root: the operation is its descendant, in the same trace.
    const root = lineage(operation).at(-1);
    expect(root?.kind).toBe(SERVER_KIND);
    expect(root?.parentSpanId ?? "").toBe("");
    expect(root?.scope).toBe("next.js");
    expect(attribute(root!, "http.method")).toBe("POST");
  });

  it("a page is traced by Next's own spans", async () => {
    expect((await ops().get("/craft")).status).toBe(200);
    const request = await eventually(() =>
      received.find(
        (s) =>
          s.kind === SERVER_KIND &&
          attribute(s, "http.target") === "/craft" &&
          s.scope === "next.js",
      ),
    );
    expect(request.name).toMatch(/^GET/);
  });

  it("leaves the load balancer's probes out", async () => {
    for (const probe of ["/api/health", "/api/ready"]) {
      expect((await ops().get(probe)).status).toBe(200);
    }
    // Spans are exported in the order they end: once a later request's span is here, a probe's
    // would be too.
    expect((await ops().get("/api/external/geo-countries")).status).toBe(200);
    await eventually(() => received.find((s) => s.name === "api GET /geo-countries"));
    const probes = received.filter((s) =>
      /^\/api\/(health|ready)\b/.test(String(attribute(s, "http.target") ?? "")),
    );
    expect(probes).toEqual([]);
  });
});

describe("GET /api/ready when a dependency is gone", () => {
  it("answers 503 naming the catalogue, without details, and 200 once it is back", async () => {
    renameSync(OPS_CATALOGUE, `${OPS_CATALOGUE}.away`);
    let gone;
    let health;
    try {
      gone = await ops().get("/api/ready");
      health = await ops().get("/api/health");
    } finally {
      renameSync(`${OPS_CATALOGUE}.away`, OPS_CATALOGUE);
    }
    expect(gone.status).toBe(503);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    expect(gone.json()).toEqual({
      status: "unavailable",
      failed: ["catalogue"],
      checks: {
        database: { status: "ok" },
        redis: { status: "skipped" },
        catalogue: { status: "failed", message: "The published catalogue could not be read." },
      },
    });
    expect(gone.text).not.toContain(OPS_CATALOGUE);
    // The process still answers: a load balancer takes it out of rotation, nothing restarts it.
    expect(health.status).toBe(200);
    expect((await ops().get("/api/ready")).status).toBe(200);
  });
});
