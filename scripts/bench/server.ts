import { execFileSync } from "node:child_process";

/** A production build of the store on its own port, data folder and build folder. */
export function benchServer(port: string, name: string) {
  const env = {
    ...process.env,
    TEST_PORT: port,
    TEST_DATA_DIR: `${process.cwd()}/.data/${name}`,
    NEXT_DIST_DIR: `.next-${name}`,
    SITE_URL: `http://localhost:${port}`,
    RATE_LIMIT_PER_MINUTE: "1000000",
  };
  const run = (action: "start" | "stop") =>
    execFileSync("bash", ["scripts/test-server.sh", action], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
  return { base: `http://127.0.0.1:${port}`, start: () => run("start"), stop: () => run("stop") };
}
