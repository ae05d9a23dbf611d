import { once } from "node:events";
import net from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { NextRequest } from "next/server";
import postgres from "postgres";
import { z } from "zod";

/**
 * Database unavailability becomes the domain's `unavailable` (lib/db/errors.ts), which the API
 * wrapper answers 503 with Retry-After (lib/api/handler.ts). The errors are the drivers' own:
 * postgres.js's connection errors are made by postgres.js itself against a socket that refuses,
 * closes or never answers; its PostgresError and PGlite's DatabaseError by their constructors.
 */
const dbErrors = () => import("@/lib/db/errors");

/** A loopback listener doing `behaviour` with each connection; closed after the test. */
async function listener(behaviour: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    behaviour(socket);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  const close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return { port, close };
}

async function postgresError(
  port: number,
  options: Parameters<typeof postgres>[1] = {},
): Promise<unknown> {
  const sql = postgres({ host: "127.0.0.1", port, max: 1, ...options });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return error;
  } finally {
    await sql.end({ timeout: 0 });
  }
}

describe("which database errors say 'unavailable'", () => {
  it("knows postgres.js's own connection errors, as postgres.js raises them", async () => {
    const { isDatabaseUnavailable } = await dbErrors();
    // Nothing listens: refused.
    const free = await listener((socket) => socket.destroy());
    await free.close();
    const refused = await postgresError(free.port);
    expect(refused).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);

    // Accepts and says nothing: CONNECT_TIMEOUT.
    const silent = await listener(() => undefined);
    const timedOut = await postgresError(silent.port, { connect_timeout: 0.3 });
    await silent.close();
    expect(timedOut).toMatchObject({ code: "CONNECT_TIMEOUT" });
    expect(isDatabaseUnavailable(timedOut)).toBe(true);

    // A connection lost under a query (CONNECTION_CLOSED) or destroyed by `end` (…_DESTROYED)
    // needs a server that got as far as a query: the API suite's probe on PostgreSQL raises them
    // for real (tests/api/postgres-transactions.test.ts). Here, their shape as postgres.js's
    // src/errors.js `Errors.connection` makes it: an Error whose `code` names it.
    for (const code of ["CONNECTION_CLOSED", "CONNECTION_DESTROYED"]) {
      const lost = Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code, errno: code });
      expect([code, isDatabaseUnavailable(lost)]).toEqual([code, true]);
    }

    // A pool ended under its caller: CONNECTION_ENDED.
    const ended = postgres({ host: "127.0.0.1", port: free.port, max: 1 });
    await ended.end();
    const afterEnd = await ended`select 1`.catch((error: unknown) => error);
    expect(afterEnd).toMatchObject({ code: "CONNECTION_ENDED" });
    expect(isDatabaseUnavailable(afterEnd)).toBe(true);
  });

  it("knows the SQLSTATEs of a server going away, a bounded wait running out or a conflict", async () => {
    const { isDatabaseUnavailable } = await dbErrors();
    const { PostgresError } = postgres;
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create("memory://");
    // PGlite's own error for the state, raised by the embedded server.
    const raised = (code: string) =>
      pglite
        .exec(`do $$ begin raise exception 'm' using errcode = '${code}'; end $$`)
        .catch((error: unknown) => error);
    for (const code of [
      "08006",
      "08001",
      "57P01",
      "57P02",
      "57P03",
      "57014",
      "55P03",
      "25P03",
      "53300",
      "40001",
      "40P01",
    ]) {
      const fromPostgresJs = new PostgresError({ code, message: "m", severity: "FATAL" } as never);
      expect([code, isDatabaseUnavailable(fromPostgresJs)]).toEqual([code, true]);
      const fromPglite = await raised(code);
      expect(fromPglite).toMatchObject({ code });
      expect([code, isDatabaseUnavailable(fromPglite)]).toEqual([code, true]);
    }
    await pglite.close();
  });

  it("does not call a fault in the statement or the data unavailable", async () => {
    const { isDatabaseUnavailable, databaseUnavailable } = await dbErrors();
    const { PostgresError } = postgres;
    for (const code of ["23505", "23503", "22P02", "42P01", "42703", "25P02"]) {
      const error = new PostgresError({ code, message: "m" } as never);
      expect([code, isDatabaseUnavailable(error)]).toEqual([code, false]);
    }
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(databaseUnavailable(new Error("x"))).toBeNull();
  });

  it("finds the driver's error under drizzle's wrapping", async () => {
    const { isDatabaseUnavailable, databaseErrorCode } = await dbErrors();
    const cause = new postgres.PostgresError({ code: "57014", message: "timeout" } as never);
    const wrapped = new DrizzleQueryError("select 1", [], cause);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(databaseErrorCode(wrapped)).toBe("57014");
  });
});

describe("the API wrapper answers a database that cannot answer with 503", () => {
  const operation = {
    method: "GET",
    path: "/probe",
    summary: "probe",
    tag: "test",
    auth: "none",
    response: z.object({ ok: z.boolean() }),
  } as const;

  beforeAll(() => {
    jest.resetModules();
  });

  async function answer(thrown: unknown) {
    jest.doMock("@/lib/db/client", () => ({ db: async () => ({}) }));
    const { log } = await import("@/lib/log");
    const warn = jest.spyOn(log(), "warn").mockImplementation(() => undefined);
    const error = jest.spyOn(log(), "error").mockImplementation(() => undefined);
    const { handle } = await import("@/lib/api/handler");
    const route = handle(operation, async () => {
      throw thrown;
    });
    const response = await route(new NextRequest("http://localhost/api/probe"), {
      params: Promise.resolve({}),
    });
    const result = {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      json: (await response.json()) as unknown,
      warnings: warn.mock.calls.length,
      errors: error.mock.calls.length,
    };
    warn.mockRestore();
    error.mockRestore();
    return result;
  }

  it("503 JSON with Retry-After, logged once as a warning", async () => {
    const closed = Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), {
      code: "CONNECTION_CLOSED",
    });
    const result = await answer(new DrizzleQueryError("select 1", [], closed));
    expect(result).toEqual({
      status: 503,
      retryAfter: "2",
      json: {
        status: "error",
        message: expect.stringContaining("try again") as unknown,
        code: "unavailable",
      },
      warnings: 1,
      errors: 0,
    });
  });

  it("a lock wait past lock_timeout is 503 too; any other failure stays 500", async () => {
    const lock = new postgres.PostgresError({ code: "55P03", message: "lock timeout" } as never);
    expect((await answer(lock)).status).toBe(503);
    const other = await answer(new TypeError("boom"));
    expect([other.status, other.retryAfter, other.errors]).toEqual([500, null, 1]);
  });
});
