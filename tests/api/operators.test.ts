import { newClient } from "./support/accounts";
import { BASE_URL, Client } from "./support/http";

/**
 * Issue 24: the load balancer's two questions. /api/health: can the process make progress
 * (its database pool gives connections, its event loop turns; issue 34)? /api/ready: can it
 * serve (database, Redis when configured, the catalogue)? The 503 sides are in
 * ops-server.test.ts and health.test.ts, on servers of their own that the tests may break.
 */
const PORT = new URL(BASE_URL).port;
const LIMIT = Number(process.env.RATE_LIMIT_PER_MINUTE ?? "300");
const HOSTS = [
  "localhost",
  "dept.localhost",
  "goodhearts.localhost",
  "stylist.localhost",
  "10.0.0.7",
];

describe("GET /api/health and /api/ready", () => {
  it("/api/health: the process answers, uncached", async () => {
    const reply = await newClient().get("/api/health");
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ status: "ok", failed: [], draining: false });
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it("/api/ready: every dependency checked, Redis skipped when the server has none", async () => {
    const reply = await newClient().get("/api/ready");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.json()).toEqual({
      status: "ready",
      failed: [],
      checks: {
        database: { status: "ok" },
        redis: { status: process.env.REDIS_URL ? "ok" : "skipped" },
        catalogue: { status: "ok" },
      },
    });
  });

  it.each(["/api/health", "/api/ready"])(
    "%s answers the same on every retail host, and sets no cookie",
    async (path) => {
      const answers = await Promise.all(
        HOSTS.map((host) => new Client(`${host}:${PORT}`).get(path)),
      );
      // Liveness carries its figures (ms), which differ from one answer to the next.
      const verdict = (text: string) => {
        const { status, failed } = JSON.parse(text) as { status: string; failed: string[] };
        return { status, failed };
      };
      for (const reply of answers) {
        expect(reply.status).toBe(200);
        expect(reply.setCookies).toEqual([]);
        expect(verdict(reply.text)).toEqual(verdict(answers[0]?.text ?? ""));
      }
    },
  );

  it.each(["/api/health", "/api/ready"])(
    "%s is not rate-limited: a load balancer polling from one address stays answered",
    async (path) => {
      // One address, more requests than an API operation allows it in a minute.
      const balancer = newClient();
      const statuses = new Set<number>();
      for (let i = 0; i < LIMIT + 5; i++) statuses.add((await balancer.get(path)).status);
      expect([...statuses]).toEqual([200]);
    },
  );

  it("answers HEAD, as some load balancers ask", async () => {
    const reply = await newClient().request("HEAD", "/api/health");
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("");
  });
});
