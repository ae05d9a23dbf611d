import "server-only";
import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { appSecret } from "../secret";

export const SESSION_COOKIE = "atelier_session";
const SESSION_TTL = 60 * 60 * 24 * 30;

const sessionSchema = z.object({
  /** Guest identity: owns carts and designs made before an account exists. */
  sid: z.string().min(16),
  /** The customer's plain api token, kept only inside this sealed, HttpOnly cookie. */
  token: z.string().optional(),
  /** When this browser signed in (ms since the epoch): a recent sign-in may add a passkey. */
  authAt: z.number().int().optional(),
});
export type WebSession = z.infer<typeof sessionSchema>;

export const newSession = (): WebSession => ({ sid: randomBytes(18).toString("base64url") });

/**
 * Sessions already unsealed, by their cookie (issue 27): unsealing is key derivation, a MAC and
 * a decryption, the largest cost of a cart read once the cart itself is kept. The same cookie
 * always unseals to the same session under this process's secret, until the seal's own expiry,
 * which bounds each entry. Each read gets its own copy: a handler may change its session.
 */
const unsealed = new LRUCache<string, { session: WebSession; expiresAt: number }>({
  max: 10_000,
});

/** When an iron seal stops unsealing (ms since the epoch): its sixth `*`-separated field. */
export function sealExpiry(cookie: string): number | null {
  const expiration = Number(cookie.split("~")[0]?.split("*")[5] || NaN);
  return Number.isFinite(expiration) && expiration > 0 ? expiration : null;
}

export async function readSession(cookie: string | undefined): Promise<WebSession | null> {
  if (!cookie) return null;
  const known = unsealed.get(cookie);
  if (known && Date.now() < known.expiresAt) return { ...known.session };
  try {
    const data = await unsealData<unknown>(cookie, { password: appSecret(), ttl: SESSION_TTL });
    const parsed = sessionSchema.safeParse(data);
    if (!parsed.success) return null;
    const expiresAt = sealExpiry(cookie);
    if (expiresAt !== null) unsealed.set(cookie, { session: { ...parsed.data }, expiresAt });
    return parsed.data;
  } catch {
    return null;
  }
}

export async function sealSession(session: WebSession): Promise<string> {
  return sealData(session, { password: appSecret(), ttl: SESSION_TTL });
}

/** `secure`: the request came over HTTPS (lib/http/secure-request.ts). */
export const sessionCookieOptions = (secure: boolean) =>
  ({
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: SESSION_TTL,
  }) as const;
