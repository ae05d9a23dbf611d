import { execFile } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { BASE_URL } from "./http";
import { ROOT } from "./server-process";

/** Runs scripts/test-server.sh with `env`; its output is in the error when it fails. */
export const testServer = (command: "start" | "stop", env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    execFile(
      "bash",
      [path.join(ROOT, "scripts/test-server.sh"), command],
      { cwd: ROOT, env, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`test-server.sh ${command}: ${error.message}\n${stdout}\n${stderr}`))
          : resolve(),
    );
  });

/**
 * A second server of the test build with settings of its own (a payment provider's stand-in,
 * a trace receiver): the main server's port plus `portOffset`, its own data folder and catalogue
 * named by `name`, never a build of its own. On PostgreSQL (DATABASE_URL) it shares the database
 * the main server seeded, and takes the main server's catalogue with it.
 */
export function secondTestServer(name: string, portOffset: number) {
  const port = Number(new URL(BASE_URL).port) + portOffset;
  const data = `${process.env.DATA_DIR ?? path.join(ROOT, ".data/test")}-${name}`;
  const catalogue = `${data}-catalogue`;
  let env: NodeJS.ProcessEnv = process.env;
  return {
    port,
    base: `http://localhost:${port}`,
    data,
    catalogue,
    /** Starts it with `settings` over the test environment. */
    async start(settings: Record<string, string>) {
      env = {
        ...process.env,
        TEST_PORT: String(port),
        TEST_DATA_DIR: data,
        TEST_CATALOGUE_DIR: catalogue,
        SKIP_BUILD: "1",
        ...(process.env.DATABASE_URL ? { SKIP_SEED: "1" } : {}),
        ...settings,
      };
      rmSync(catalogue, { recursive: true, force: true });
      if (process.env.DATABASE_URL && process.env.CATALOGUE_DIR) {
        cpSync(process.env.CATALOGUE_DIR, catalogue, { recursive: true });
      }
      await testServer("start", env);
    },
    stop: () => testServer("stop", env),
  };
}
