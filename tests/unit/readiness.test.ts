import { readiness, type ReadinessCheck } from "@/lib/health/readiness";

/** GET /api/ready's rules: which checks ran, which failed, and what the answer may say. */
const ok: ReadinessCheck = {
  name: "database",
  probe: async () => 1,
  failure: "The database did not answer.",
};
const LIMIT = { limitMs: 200 };

describe("readiness", () => {
  it("is ready when every configured dependency answers, and says which were skipped", async () => {
    const report = await readiness(
      [ok, { name: "redis", probe: null, failure: "Redis did not answer." }],
      LIMIT,
    );
    expect(report).toEqual({
      status: "ready",
      failed: [],
      checks: { database: { status: "ok" }, redis: { status: "skipped" } },
    });
  });

  it("is unavailable when a probe fails, naming it with fixed text, never the error", async () => {
    const causes: [string, unknown][] = [];
    const secret = new Error("connect ECONNREFUSED postgres://shop:hunter2@db.internal:5432/shop");
    const report = await readiness(
      [
        ok,
        { name: "redis", probe: () => Promise.reject(secret), failure: "Redis did not answer." },
        {
          name: "catalogue",
          probe: () => {
            throw new Error("thrown before a promise");
          },
          failure: "The published catalogue could not be read.",
        },
      ],
      { ...LIMIT, onFailure: (name, cause) => causes.push([name, cause]) },
    );
    expect(report.status).toBe("unavailable");
    expect(report.failed).toEqual(["redis", "catalogue"]);
    expect(report.checks).toEqual({
      database: { status: "ok" },
      redis: { status: "failed", message: "Redis did not answer." },
      catalogue: { status: "failed", message: "The published catalogue could not be read." },
    });
    expect(JSON.stringify(report)).not.toMatch(/hunter2|db\.internal|ECONNREFUSED/);
    // The cause still reaches the server's log.
    expect(causes.map(([name]) => name).sort()).toEqual(["catalogue", "redis"]);
    expect(causes.find(([name]) => name === "redis")?.[1]).toBe(secret);
  });

  it("fails a probe that never answers instead of hanging the load balancer's request", async () => {
    const report = await readiness(
      [{ name: "database", probe: () => new Promise(() => undefined), failure: "No database." }],
      { limitMs: 20 },
    );
    expect(report.status).toBe("unavailable");
    expect(report.checks.database).toEqual({
      status: "failed",
      message: "No database. (no answer in time)",
    });
  });
});
