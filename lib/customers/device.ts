import "server-only";
import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import { appSecret } from "../secret";

/**
 * OWASP's device cookie: a browser that signed in to an account once is known to it afterwards,
 * so failed guesses from elsewhere cannot lock that browser out (see throttle.ts). Sealed, so
 * nobody can make one for an account they never signed in to; HttpOnly, sent to the API only.
 */
export const DEVICE_COOKIE = "atelier_device";
const DEVICE_TTL = 60 * 60 * 24 * 180;

const deviceSchema = z.object({ email: z.string(), id: z.string().min(16) });

/** The device id the cookie holds for this account's address, or null. */
export async function deviceFor(cookie: string | undefined, email: string): Promise<string | null> {
  if (!cookie) return null;
  try {
    const parsed = deviceSchema.safeParse(
      await unsealData<unknown>(cookie, { password: appSecret(), ttl: DEVICE_TTL }),
    );
    return parsed.success && parsed.data.email === email ? parsed.data.id : null;
  } catch {
    return null;
  }
}

/** A new device cookie for the account's address, kept when it already names this account. */
export async function deviceCookie(email: string, current: string | null) {
  const value = await sealData(
    { email, id: current ?? randomBytes(18).toString("base64url") },
    { password: appSecret(), ttl: DEVICE_TTL },
  );
  return {
    name: DEVICE_COOKIE,
    value,
    options: {
      httpOnly: true,
      sameSite: "lax",
      path: "/api/external",
      maxAge: DEVICE_TTL,
    } as const,
  };
}
