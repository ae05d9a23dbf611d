import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../env";

let cached: string | undefined;

/**
 * SESSION_SECRET when set (required for several app servers behind a load balancer); otherwise a
 * random secret generated once and kept under DATA_DIR, so a single machine works with no setup.
 */
export function appSecret(): string {
  if (cached) return cached;
  const { SESSION_SECRET, DATA_DIR } = env();
  if (SESSION_SECRET) return (cached = SESSION_SECRET);
  const file = path.resolve(DATA_DIR, "app-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx" });
      chmodSync(file, 0o600);
    } catch {
      // Another worker won the race; use what it wrote.
    }
    cached = readFileSync(file, "utf8").trim();
  }
  return cached;
}
