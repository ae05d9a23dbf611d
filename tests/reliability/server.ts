import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { BASE_URL } from "../api/support/http";

/**
 * The server under test, as scripts/test-server.sh left it: its pid in `$DATA_DIR.server.pid`,
 * its log in `$DATA_DIR.server.log`. A restart runs `node server.mjs` on the same data directory
 * with the same environment, without seeding, and writes the new pid back, so
 * `test-server.sh stop` still stops it.
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data/test");
const pidFile = `${dataDir}.server.pid`;
const logFile = `${dataDir}.server.log`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function serverPid(): number {
  if (!existsSync(pidFile)) throw new Error(`no server pid file at ${pidFile}`);
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").trim(), 10);
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`no pid in ${pidFile}`);
  return pid;
}

/** Gone, or a zombie nobody has reaped yet (its sockets and files are closed either way). */
function dead(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

/** kill -9 of the server: no shutdown hook, no flush, mid-request. */
export async function killHard(pid: number): Promise<void> {
  process.kill(pid, "SIGKILL");
  for (let i = 0; i < 100 && !dead(pid); i++) await sleep(50);
  if (!dead(pid)) throw new Error(`server ${pid} still alive after SIGKILL`);
}

async function ready(timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const reply = await fetch(`${BASE_URL}/api/ready`);
      if (reply.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}

/** Starts `node server.mjs` again on the same data directory; resolves once it answers. */
export async function restart(): Promise<number> {
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [path.resolve("server.mjs")], {
    env: process.env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  child.unref();
  if (!child.pid) throw new Error("the server did not start");
  writeFileSync(pidFile, `${child.pid}\n`);
  if (!(await ready(90_000))) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`the restarted server did not answer within 90 s; log:\n${tail}`);
  }
  return child.pid;
}

/**
 * What the dead server left on disk: each order's status and payment rows, read from a copy of the embedded
 * database (the copy recovers itself; the data directory the restart opens stays untouched).
 */
export async function statusesOnDisk(
  orderIds: readonly string[],
): Promise<Map<string, { status: string; payments: string }>> {
  const source = path.resolve(process.env.PGLITE_DIR ?? path.join(dataDir, "pglite"));
  const copy = mkdtempSync(path.join(os.tmpdir(), "reliability-pglite-"));
  try {
    cpSync(source, copy, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(copy);
    try {
      const { rows } = await db.query<{ id: string; status: string; payments: string }>(
        `select o.id::text as id, o.status, coalesce(string_agg(p.status, ','), 'none') as payments
           from orders o left join payments p on p.order_id = o.id
          where o.id::text = any($1::text[])
          group by o.id, o.status`,
        [orderIds],
      );
      return new Map(rows.map(({ id, status, payments }) => [id, { status, payments }]));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
