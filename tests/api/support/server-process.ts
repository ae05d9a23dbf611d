import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/** The repository root: server.mjs and the scripts run from here. */
export const ROOT = path.resolve(__dirname, "../../..");

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** Runs a node script to its end; the guard only stops one that hangs. */
export function runScript(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const guard = setTimeout(() => child.kill("SIGKILL"), 150_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(guard);
      resolve({ code, output });
    });
  });
}

export type RunningServer = {
  base: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * `node server.mjs` of the build the test server runs ($NEXT_DIST_DIR, no second build) on a
 * port of its own, resolved once it says it listens. `stop` ends it with SIGTERM and waits.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, "server.mjs")], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: "pipe",
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("> Ready on")) resolve();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", reject);
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
