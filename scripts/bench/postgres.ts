import { execFileSync } from "node:child_process";

/** DATABASE_URL, or a PostgreSQL installed and started on loopback as CI does it. */
export function postgresUrl(database: string): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const out = execFileSync("bash", ["scripts/ensure-postgres.sh"], {
    env: { ...process.env, PGDB: database },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return out.toString().trim().split("\n").at(-1) ?? "";
}
