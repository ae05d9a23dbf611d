import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "../../secret";

/**
 * Stateless tokens for the local provider: `{prefix}_{payload}.{mac}`, the payload base64url
 * JSON, the MAC an HMAC-SHA256 over purpose and payload with a key derived from the app secret.
 * The purpose is part of the MAC, so a card token can never pass as a PayPal order id and so on.
 * Every token carries `iat`, `exp` (milliseconds) and a nonce; an expired or altered token is refused.
 */
export type TokenPurpose = "card" | "paypal-order" | "financing-checkout" | "wallet-reference";

const PREFIX: Record<TokenPurpose, string> = {
  card: "lct",
  "paypal-order": "lpp",
  "financing-checkout": "lfc",
  "wallet-reference": "lwr",
};

const key = () => createHmac("sha256", appSecret()).update("atelier:payments:local:v1").digest();

const mac = (purpose: TokenPurpose, payload: string) =>
  createHmac("sha256", key()).update(`${purpose}.${payload}`).digest("base64url");

export type Stamped = { iat: number; exp: number };

export function signToken<T extends object>(
  purpose: TokenPurpose,
  data: T,
  ttlMs: number,
  now: number = Date.now(),
): string {
  // A nonce so two tokens made in the same millisecond for the same data still differ.
  const stamped = { ...data, iat: now, exp: now + ttlMs, n: randomBytes(9).toString("base64url") };
  const payload = Buffer.from(JSON.stringify(stamped)).toString("base64url");
  return `${PREFIX[purpose]}_${payload}.${mac(purpose, payload)}`;
}

export type VerifyFailure = "malformed" | "forged" | "expired";

/** The payload when the token is ours, for this purpose, and not expired. */
export function verifyToken(
  purpose: TokenPurpose,
  token: string,
  now: number = Date.now(),
): { ok: true; data: Record<string, unknown> & Stamped } | { ok: false; reason: VerifyFailure } {
  const prefix = `${PREFIX[purpose]}_`;
  if (!token.startsWith(prefix) || token.length > 4096) return { ok: false, reason: "malformed" };
  const [payload, given, extra] = token.slice(prefix.length).split(".");
  if (!payload || !given || extra !== undefined) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mac(purpose, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, reason: "forged" };
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof data !== "object" || data === null) return { ok: false, reason: "malformed" };
  const { iat, exp } = data as Partial<Stamped>;
  if (typeof iat !== "number" || typeof exp !== "number") return { ok: false, reason: "malformed" };
  if (now >= exp) return { ok: false, reason: "expired" };
  return { ok: true, data: data as Record<string, unknown> & Stamped };
}

/** A stable short id from any string (local charge references follow the idempotency key). */
export const digest = (value: string) =>
  createHmac("sha256", key()).update(`ref.${value}`).digest("base64url").slice(0, 24);

/** Constant-time string comparison for secrets. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
