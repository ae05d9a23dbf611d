/**
 * @jest-environment node
 */
import { once } from "node:events";
import net from "node:net";
import postgres from "postgres";
import { reconnectDelaySeconds } from "@/lib/db/open";

/**
 * A pool connection whose connects keep failing (PostgreSQL stopped) waits its reconnect delay
 * before it tries the next query at all. postgres.js's own delay reaches 3.6-7.3 s after six
 * failures (and up to 20 s later): a request would wait it before its 503. The store's delay
 * (lib/db/open.ts) stays under a second, however long the outage.
 */
async function refusedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** ms the query took to fail. */
async function failIn(sql: postgres.Sql): Promise<number> {
  const started = performance.now();
  await expect(sql`select 1`).rejects.toMatchObject({ code: "ECONNREFUSED" });
  return performance.now() - started;
}

describe("reconnecting to a database that refuses", () => {
  it("stays under a second whatever the count of failures, jittered", () => {
    for (const failures of [0, 1, 3, 6, 10, 50]) {
      const delay = reconnectDelaySeconds(failures);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(1);
    }
  });

  // The bound sits between the store's delay (at most 1 s, plus a loaded machine's slack) and
  // postgres.js's own (at least 3.6 s after six failures), so it tells them apart without
  // depending on how busy the test machine is.
  it("fails the seventh query in a row well before postgres.js's own delay would", async () => {
    const port = await refusedPort();
    const sql = postgres({
      host: "127.0.0.1",
      port,
      max: 1,
      connect_timeout: 2,
      backoff: reconnectDelaySeconds,
    });
    try {
      for (let i = 0; i < 6; i++) await failIn(sql);
      expect(await failIn(sql)).toBeLessThan(3_000);
    } finally {
      await sql.end({ timeout: 0 });
    }
  }, 20_000);
});
