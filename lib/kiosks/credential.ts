import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import { appSecret } from "../secret";
import { KIOSK_COOKIE, KIOSK_COOKIE_SECONDS } from "./rules";

/** 32 random bytes: a kiosk's credential and an enrollment code alike. */
export const newKioskSecret = () => randomBytes(32).toString("base64url");
/** The database keeps only this, so reading the table enrolls no browser. */
export const kioskSecretHash = (secret: string) =>
  createHash("sha256").update(secret, "utf8").digest("hex");

const sealedSchema = z.object({ store: z.string(), credential: z.string().min(40) });

/**
 * The credential the kiosk cookie holds for this store, or null: an unsealable, altered or
 * expired cookie and one sealed for another store all read as no cookie.
 */
export async function credentialFrom(
  cookie: string | undefined,
  store: string,
): Promise<string | null> {
  if (!cookie) return null;
  try {
    const parsed = sealedSchema.safeParse(
      await unsealData<unknown>(cookie, { password: appSecret(), ttl: KIOSK_COOKIE_SECONDS }),
    );
    return parsed.success && parsed.data.store === store ? parsed.data.credential : null;
  } catch {
    return null;
  }
}

/**
 * The enrolled browser's cookie. HttpOnly and only to the API (no page script reads it),
 * SameSite=Strict (no other site's page sends it along); the API wrapper adds Secure on HTTPS.
 * Host-only, so one store's address never sends it to another's.
 */
export async function kioskCookie(store: string, credential: string) {
  return {
    name: KIOSK_COOKIE,
    value: await sealData(
      { store, credential },
      { password: appSecret(), ttl: KIOSK_COOKIE_SECONDS },
    ),
    options: {
      httpOnly: true,
      sameSite: "strict",
      path: "/api/external",
      maxAge: KIOSK_COOKIE_SECONDS,
    } as const,
  };
}

/** The same credential sealed afresh, so a kiosk in use outlives the browsers' 400-day cap. */
export async function renewedKioskCookie(store: string, cookie: string | undefined) {
  const credential = await credentialFrom(cookie, store);
  return credential ? kioskCookie(store, credential) : null;
}
