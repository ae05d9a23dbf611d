import "server-only";
import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
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

export async function readSession(cookie: string | undefined): Promise<WebSession | null> {
  if (!cookie) return null;
  try {
    const data = await unsealData<unknown>(cookie, { password: appSecret(), ttl: SESSION_TTL });
    const parsed = sessionSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
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
