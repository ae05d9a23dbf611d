import net from "node:net";

/**
 * A PostgreSQL server that goes silent without closing its connections (a host frozen, a
 * network partition that drops packets instead of refusing them) would otherwise hold a query
 * until the kernel gives the TCP connection up: minutes with Linux's defaults, ~13 s with a tuned
 * `tcp_retries2`. postgres.js has no client-side query timeout; what it documents is a custom
 * socket (its `socket` option, README "Custom socket"). This one is a plain `net.Socket`, and
 * Node's own inactivity timeout (`socket.setTimeout`) destroys it once nothing has been read or
 * written for `silenceMs`; postgres.js then fails the queries it had sent with that error (a
 * 503 with Retry-After, lib/db/errors.ts: `ETIMEDOUT`) and opens a new connection for the next.
 *
 * Why silence can only mean a lost server: every statement is bounded by `statement_timeout`,
 * every lock wait by `lock_timeout`, every pause in a transaction by
 * `idle_in_transaction_session_timeout`, and PostgreSQL answers each with an error when it runs
 * out, so a live server always speaks within the longest of them. `silenceMs` must exceed that
 * (see `silenceBounds`). A connection with nothing to do is silent too; postgres.js closes it
 * after `idle_timeout`, which must be shorter than `silenceMs` so that an idle connection is
 * closed by postgres.js, cleanly, before the inactivity timeout could fire on it. A connection
 * that never idles long in the pool (a busy store) is never closed by either.
 *
 * Migrations run without a statement timeout (an index may take minutes): they use no watched
 * socket.
 */
/** The part of postgres.js's parsed options that its `socket` function is handed. */
export type SocketTarget = { host: string[]; port: number[]; path?: string | undefined };

class DatabaseSilentError extends Error {
  readonly code = "ETIMEDOUT";
}

/**
 * The socket factory for postgres.js's `socket` option. The socket is handed over while it
 * connects, as postgres.js makes its own: writes wait for the connection (Node queues them), a
 * refused or failed connection emits `error` and `close` to postgres.js's own handlers, and
 * postgres.js's connect timeout (started as the socket is handed over) bounds the connecting,
 * which is shorter than `silenceMs`. With several hosts in the URL each new connection tries the
 * next one (postgres.js rotates hosts only for the sockets it makes itself).
 */
export function watchedSocket(silenceMs: number): (target: SocketTarget) => net.Socket {
  let next = 0;
  return (target) => {
    const index = next++ % Math.max(1, target.host.length);
    const socket = target.path
      ? net.connect(target.path)
      : net.connect(target.port[index] ?? target.port[0] ?? 5432, target.host[index]);
    socket.setTimeout(silenceMs, () =>
      socket.destroy(
        new DatabaseSilentError(`PostgreSQL said nothing for ${silenceMs} ms: connection given up`),
      ),
    );
    return socket;
  };
}

/**
 * The silence a connection may keep, and postgres.js's `idle_timeout` (seconds) below it, from
 * the server-side bounds: the longest wait a live server may keep quiet, plus a margin for the
 * network and a busy event loop.
 */
export function silenceBounds(bounds: {
  connectMs: number;
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}): { silenceMs: number; idleTimeoutSeconds: number } {
  // Connecting is quiet too, bounded by postgres.js's connect timeout.
  const longestQuiet = Math.max(
    bounds.connectMs,
    bounds.statementMs,
    bounds.lockMs,
    bounds.idleInTransactionMs,
  );
  const silenceMs = longestQuiet + 2_000;
  return { silenceMs, idleTimeoutSeconds: Math.max(1, (silenceMs - 2_000) / 1000) };
}
