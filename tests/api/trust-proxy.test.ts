import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "./support/http";
import { ROOT, runScript, startServer, type RunningServer } from "./support/server-process";

/**
 * TRUST_PROXY=0, the default on a host with no load balancer in front: the test server runs with
 * TRUST_PROXY=1 (scripts/test-env.sh), so this suite starts a second server of the same build
 * with the default, on its own port and its own embedded database in a scratch folder.
 */
const PROMO = "/api/external/public/promo-codes/WELCOME15";
/** The promo check's own limit per client and minute (lib/api/operations). */
const PROMO_LIMIT = 30;

const scratch = mkdtempSync(path.join(os.tmpdir(), "trust-proxy-"));
let server: RunningServer;

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing shared with the test server: not its PostgreSQL or Redis (whose rate-limit buckets
  // it would share), its mail, its other servers or its address.
  for (const name of [
    "DATABASE_URL",
    "REDIS_URL",
    "PGLITE_DIR",
    "SMTP_URL",
    "REVALIDATE_URLS",
    "SITE_URL",
    "BASE_URL",
    "PORT",
  ])
    delete env[name];
  Object.assign(env, {
    TRUST_PROXY: "0",
    DATA_DIR: scratch,
    CATALOGUE_DIR: path.join(scratch, "catalogue"),
  });
  const migrated = await runScript(
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/db-migrate.ts",
    ],
    env,
  );
  if (migrated.code !== 0) throw new Error(`migration failed:\n${migrated.output}`);
  server = await startServer(env);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** A client as a browser would be, but on the second server. */
function clientWith(headers: Record<string, string>) {
  const client = new Client(undefined, headers);
  client.base = server.base;
  return client;
}

describe("TRUST_PROXY=0: the socket is the client", () => {
  it("a client cannot choose its rate-limit address with X-Forwarded-For or our edge headers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PROMO_LIMIT; i++) {
      // Each request claims another address, in every header a proxy or this server might use.
      const reply = await clientWith({
        "x-forwarded-for": `198.51.100.${i + 1}`,
        "x-real-ip": `198.51.100.${i + 1}`,
        "x-atelier-client-ip": `203.0.113.${i + 1}`,
        "x-atelier-edge": "guessed",
      }).get(PROMO);
      statuses.push(reply.status);
    }
    // One bucket for them all (the socket's address): the limit's last request is refused. Had
    // a header counted, each would have been a first request.
    expect(statuses.slice(0, PROMO_LIMIT)).toEqual(Array(PROMO_LIMIT).fill(200));
    expect(statuses[PROMO_LIMIT]).toBe(429);
    const refused = await clientWith({ "x-forwarded-for": "192.0.2.200" }).get(PROMO);
    expect(refused.status).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
  });
});
