import { execFile, spawn } from "node:child_process";
import { existsSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The machinery the faults act on: this suite's own PostgreSQL (scripts/ensure-postgres.sh
 * started it on PGPORT with its data in PGROOT), its own Redis (ensure-redis.sh, REDIS_PORT) and
 * the two app servers scripts/test-faults.sh started (pid files where test-server.sh keeps them,
 * so its `stop` still stops a server this suite restarted).
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (scripts/test-faults.sh sets it)`);
  return value;
}

const PGPORT = process.env.PGPORT ?? "54329";
const PGROOT = process.env.PGROOT ?? "/tmp/atelier-pg";
const REDIS_PORT = process.env.REDIS_PORT ?? "63790";
const REDIS_ROOT = process.env.REDIS_ROOT ?? "/tmp/atelier-redis";
const asRoot = process.getuid?.() === 0;

/** PostgreSQL's newest installed bin folder, as ensure-postgres.sh finds it. */
function pgBin(tool: string): string {
  const base = "/usr/lib/postgresql";
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error("no PostgreSQL under /usr/lib/postgresql");
  return path.join(base, newest, "bin", tool);
}

/** As ensure-postgres.sh runs its tools: as the postgres user when this is root. */
function asPostgres(tool: string, args: string[]): [string, string[]] {
  return asRoot ? ["runuser", ["-u", "postgres", "--", pgBin(tool), ...args]] : [pgBin(tool), args];
}

const database = () => new URL(required("DATABASE_URL")).pathname.slice(1);

/**
 * One statement list through psql on a connection of its own (never the app's pool, and a
 * terminated backend costs this suite nothing), rows as tab-separated fields.
 */
export async function psql(statements: string, timeoutMs = 15_000): Promise<string[][]> {
  const [command, args] = asPostgres("psql", [
    "-h",
    "127.0.0.1",
    "-p",
    PGPORT,
    "-U",
    "postgres",
    "-d",
    database(),
    "-X",
    "-q",
    "-tA",
    "-F",
    "\t",
    "-v",
    "ON_ERROR_STOP=1",
    "-c",
    statements,
  ]);
  const { stdout } = await run(command, args, { timeout: timeoutMs });
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => line.split("\t"));
}

/** Fault a: every backend of the app's database cut, as a failover or a restart would. */
export async function terminateBackends(): Promise<number> {
  const rows = await psql(
    "select count(*) filter (where pg_terminate_backend(pid)) from pg_stat_activity " +
      "where datname = current_database() and pid <> pg_backend_pid()",
  );
  return Number(rows[0]?.[0] ?? 0);
}

/**
 * Fault b: PostgreSQL stopped (fast: open sessions are ended, as an operator's stop does). A fast
 * stop still waits for every backend to exit, which has been seen to take 30 s after the app's
 * connections were cut: hence the long limit (the time it took is reported). The outage counts
 * from the stop's start: new connections are refused from then.
 */
export async function stopPostgres(): Promise<void> {
  const [command, args] = asPostgres("pg_ctl", [
    "-D",
    `${PGROOT}/data`,
    "-m",
    "fast",
    "-w",
    "-t",
    "80",
    "stop",
  ]);
  await run(command, args, { timeout: 90_000 });
}

/** Started again with the options ensure-postgres.sh gives it. */
export async function startPostgres(): Promise<void> {
  const [command, args] = asPostgres("pg_ctl", [
    "-D",
    `${PGROOT}/data`,
    "-l",
    `${PGROOT}/server.log`,
    "-w",
    "-o",
    `-p ${PGPORT} -k ${PGROOT} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    "start",
  ]);
  await run(command, args, { timeout: 30_000 });
}

/**
 * Fault e: the stock rows `productIds` locked for `seconds` by another session, as a long
 * report or a stuck migration would. Resolves when that session commits.
 */
export async function holdStockRows(productIds: readonly string[], seconds: number) {
  const ids = productIds.map((id) => `'${id.replace(/'/g, "")}'::uuid`).join(", ");
  await psql(
    // In id order, as the app locks them (lib/checkout/reserve.ts): the fault is a slow
    // database, not a deadlock with the orders.
    `begin; select id from products where id in (${ids}) order by id for update; ` +
      `select pg_sleep(${seconds}); commit;`,
    (seconds + 20) * 1000,
  );
}

/** Fault c: Redis stopped without saving (the suite's Redis keeps nothing on disk anyway). */
export async function stopRedis(): Promise<void> {
  await run("redis-cli", ["-h", "127.0.0.1", "-p", REDIS_PORT, "shutdown", "nosave"], {
    timeout: 10_000,
  }).catch(() => undefined);
  for (let i = 0; i < 50; i++) {
    if (!(await redisAnswers())) return;
    await sleep(100);
  }
  throw new Error(`Redis on ${REDIS_PORT} still answers after shutdown`);
}

async function redisAnswers(): Promise<boolean> {
  try {
    await run("redis-cli", ["-h", "127.0.0.1", "-p", REDIS_PORT, "ping"], { timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}

/** Started again, empty, as ensure-redis.sh starts it. */
export async function startRedis(): Promise<void> {
  await run("bash", [path.join(ROOT, "scripts/ensure-redis.sh")], {
    timeout: 30_000,
    env: { ...process.env, REDIS_PORT, REDIS_ROOT },
  });
}

/** One app server of the two: where it listens and the files test-server.sh keeps for it. */
export type AppServer = {
  name: "A" | "B";
  port: number;
  base: string;
  dataDir: string;
  catalogueDir: string;
};

export function appServers(): [AppServer, AppServer] {
  const server = (name: "A" | "B", portVar: string, dirVar: string): AppServer => {
    const port = Number(required(portVar));
    return {
      name,
      port,
      base: `http://127.0.0.1:${port}`,
      dataDir: path.resolve(required(dirVar)),
      catalogueDir: path.resolve(process.env.CATALOGUE_DIR ?? path.join(ROOT, ".catalogue")),
    };
  };
  return [
    server("A", "FAULTS_PORT_A", "FAULTS_DATA_A"),
    server("B", "FAULTS_PORT_B", "FAULTS_DATA_B"),
  ];
}

const pidFile = (server: AppServer) => `${server.dataDir}.server.pid`;
const logFile = (server: AppServer) => `${server.dataDir}.server.log`;

function serverPid(server: AppServer): number {
  const pid = Number.parseInt(readFileSync(pidFile(server), "utf8").trim(), 10);
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`no pid in ${pidFile(server)}`);
  return pid;
}

/** Gone, or a zombie nobody reaped (its sockets are closed either way). */
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

async function waitDead(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (dead(pid)) return true;
    await sleep(50);
  }
  return dead(pid);
}

/** Fault d: kill -9, no shutdown hook, mid-request. */
export async function killHard(server: AppServer): Promise<void> {
  const pid = serverPid(server);
  process.kill(pid, "SIGKILL");
  if (!(await waitDead(pid, 5_000)))
    throw new Error(`server ${server.name} (${pid}) survived SIGKILL`);
}

/** A deploy's restart: SIGTERM (server.mjs drains), SIGKILL after 10 s as test-server.sh does. */
export async function stopGracefully(server: AppServer): Promise<void> {
  const pid = serverPid(server);
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return;
  }
  if (!(await waitDead(pid, 10_000))) {
    process.kill(pid, "SIGKILL");
    await waitDead(pid, 5_000);
  }
}

/**
 * `node server.mjs` again for `server`, in the environment test-server.sh gave it (test-env.sh's,
 * which test-faults.sh exported, with this server's port and folders). Returns once the process
 * is spawned; whether and when it serves is for the caller to measure.
 */
export function startServer(server: AppServer): number {
  const log = openSync(logFile(server), "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(server.port),
    TEST_PORT: String(server.port),
    SITE_URL: `http://localhost:${server.port}`,
    BASE_URL: `http://localhost:${server.port}`,
    DATA_DIR: server.dataDir,
    CATALOGUE_DIR: server.catalogueDir,
  };
  const child = spawn(process.execPath, [path.join(ROOT, "server.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  child.unref();
  if (!child.pid) throw new Error(`server ${server.name} did not spawn`);
  writeFileSync(pidFile(server), `${child.pid}\n`);
  return child.pid;
}

/** Lines of the server's log written since `offset` bytes (see logSize). */
export function serverLogSince(server: AppServer, offset: number): string[] {
  try {
    return readFileSync(logFile(server))
      .subarray(offset)
      .toString("utf8")
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

export function logSize(server: AppServer): number {
  try {
    return readFileSync(logFile(server)).length;
  } catch {
    return 0;
  }
}
