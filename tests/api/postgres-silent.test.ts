import net from "node:net";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/open";

import { within } from "./support/within";

jest.mock("server-only", () => ({}));

/**
 * A PostgreSQL that goes silent without closing its connections (a frozen host, packets dropped
 * instead of refused), through the app's own database module: a TCP relay between the pool and
 * the suite's PostgreSQL stops passing bytes either way, as a partition would, and the query in
 * flight must fail within the watched socket's silence bound (lib/db/watched-socket.ts), not wait
 * for the kernel. PostgreSQL pass only (scripts/test-api.sh with DATABASE_URL).
 */
const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** A relay to PostgreSQL that can stop passing bytes while keeping every connection open. */
function relayTo(target: URL) {
  const state = { silent: false, connections: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    state.connections += 1;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on("data", (chunk) => {
        if (!state.silent) to.write(chunk);
      });
      from.on("close", () => to.destroy());
      from.on("error", () => to.destroy());
    }
  });
  return {
    state,
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    /** Every connection cut and the port closed: the next connects are refused. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server.close(() => resolve());
      }),
  };
}

onPostgres("a PostgreSQL that goes silent, through openDatabase", () => {
  const relay = relayTo(new URL(url ?? "postgres://localhost"));
  let database: Database;
  let port = 0;

  beforeAll(async () => {
    const through = new URL(url ?? "");
    through.hostname = "127.0.0.1";
    port = await relay.listen();
    through.port = String(port);
    process.env.DATABASE_URL = through.toString();
    process.env.DATABASE_POOL_SIZE = "2";
    // The silence bound follows the server-side bounds: 1.2 s + 2 s here.
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = "1200";
    process.env.DATABASE_LOCK_TIMEOUT_MS = "500";
    process.env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = "1000";
    process.env.DATABASE_CONNECT_TIMEOUT_MS = "1000";
    const { openDatabase } = await import("@/lib/db/open");
    database = await openDatabase();
  });
  afterAll(async () => {
    relay.state.silent = false;
    await database.close();
    await relay.close();
  });

  const one = () => database.db.execute(sql`select 1 as one`);

  it("fails the query in flight within the silence bound, and the next query gets through", async () => {
    await one();
    relay.state.silent = true;
    const started = Date.now();
    const outcome = await within(8_000, one());
    const waited = Date.now() - started;
    expect(outcome.status).toBe("rejected");
    const { isDatabaseUnavailable } = await import("@/lib/db/errors");
    expect(isDatabaseUnavailable(outcome.status === "rejected" ? outcome.reason : null)).toBe(true);
    // Not before the bound: a live server's longest quiet wait (the statement timeout) is allowed.
    expect(waited).toBeGreaterThanOrEqual(3_000);

    relay.state.silent = false;
    const next = await within(5_000, one());
    expect(next.status).toBe("fulfilled");
  });

  it("fails queries at once while connections are refused, and the whole pool serves once they are not", async () => {
    await relay.close();
    // More failed connects than the pool has connections: none may be lost to a connect that failed.
    for (let i = 0; i < 4; i++) {
      const refused = await within(5_000, one());
      expect(refused.status).toBe("rejected");
    }
    await relay.listen(port);
    const both = await within(
      8_000,
      Promise.all([
        database.db.execute(sql`select pg_sleep(0.2), pg_backend_pid() as pid`),
        database.db.execute(sql`select pg_sleep(0.2), pg_backend_pid() as pid`),
      ]),
    );
    expect(both.status).toBe("fulfilled");
    const pids =
      both.status === "fulfilled"
        ? both.value.map((rows) => (rows as unknown as { pid: number }[])[0]?.pid)
        : [];
    // Two statements at once on two connections: the pool of two is whole.
    expect(new Set(pids).size).toBe(2);
  });

  it("does not cut a statement the server is still working on", async () => {
    // The server says nothing while it works (here a second, under the statement timeout).
    const slow = await within(5_000, database.db.execute(sql`select pg_sleep(1) as slept`));
    expect(slow.status).toBe("fulfilled");
  });

  it("serves the next query after its connections sat idle past the silence bound", async () => {
    await one();
    const opened = relay.state.connections;
    // Longer than the silence bound: an idle pooled connection is closed by postgres.js's
    // idle_timeout first, and the next query opens another.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const after = await within(5_000, one());
    expect(after.status).toBe("fulfilled");
    expect(relay.state.connections).toBeGreaterThan(opened);
  });
});
