import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A production build of the store (APP_ENV production, the demo: DEMO=1) on its own port, data
 * folder and build folder, over the embedded database unless DATABASE_URL is set. `overrides`:
 * more environment for every start and stop (a second server sharing the first one's build).
 */
export function benchServer(port: string, name: string, overrides: Record<string, string> = {}) {
  const dataDir = `${process.cwd()}/.data/${name}`;
  const env = {
    ...process.env,
    TEST_PORT: port,
    TEST_APP_ENV: process.env.BENCH_APP_ENV ?? "production",
    // The benches shop as the demo's shoppers and associates.
    DEMO: "1",
    TEST_DATA_DIR: dataDir,
    NEXT_DIST_DIR: `.next-${name}`,
    SITE_URL: `http://localhost:${port}`,
    RATE_LIMIT_PER_MINUTE: "1000000",
    PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
    ...overrides,
  };
  const run = (action: "start" | "stop", extra: Record<string, string> = {}) =>
    execFileSync("bash", ["scripts/test-server.sh", action], {
      env: { ...env, ...extra },
      stdio: ["ignore", "ignore", "inherit"],
    });
  return {
    base: `http://127.0.0.1:${port}`,
    appEnv: env.TEST_APP_ENV,
    /** The server process (`node server.mjs`), from the pid file test-server.sh writes. */
    pid: () => Number(readFileSync(`${dataDir}.server.pid`, "utf8").trim()),
    dataDir,
    distDir: path.resolve(env.NEXT_DIST_DIR),
    /** `extra`: more environment for this start only (bench:profile's node flags). */
    start: (extra?: Record<string, string>) => run("start", extra),
    stop: () => run("stop"),
  };
}
