import { z } from "zod";

/**
 * Issue 25: enrolled kiosks. Only a browser that staff enrolled as one department store's kiosk
 * may take an associate's PIN. Pure: the states and wording, shared by the server, the staff
 * strip and the command.
 */

/** The browser's cookie: sealed, HttpOnly, sent to the API only. */
export const KIOSK_COOKIE = "atelier_kiosk";
/** Browsers keep a cookie 400 days at most; each associate sign-in renews it. */
export const KIOSK_COOKIE_SECONDS = 400 * 24 * 60 * 60;
/** An enrollment code from the command is opened on the kiosk soon, or made again. */
export const KIOSK_ENROLLMENT_MS = 30 * 60_000;

export const KIOSK_MESSAGES = {
  /**
   * The one answer of every associate action from a browser that is not an enrolled kiosk of
   * this store (no cookie, another store's, revoked): it names nobody and counts nothing.
   */
  notEnrolled:
    "This browser is not an enrolled kiosk of this store. Please ask a staff member to enroll it.",
  enrollmentInvalid:
    "This enrollment link cannot be used: it was used already, it expired, or it belongs to another store. Please ask for a new one.",
  kioskOnly: "Only a department-store kiosk's address enrolls a browser.",
} as const;

export const KIOSK_CODES = {
  notEnrolled: "kiosk_not_enrolled",
  enrollmentInvalid: "kiosk_enrollment_invalid",
} as const;

export const kioskLabelSchema = z
  .string({ error: "Please name the kiosk, e.g. Floor 2." })
  .trim()
  .min(1, "Please name the kiosk, e.g. Floor 2.")
  .max(60, "Please keep the kiosk's name under 60 characters.");

/** The enrollment code as the browser sends it: 32 random bytes, base64url. */
export const enrollmentCodeSchema = z
  .string({ error: KIOSK_MESSAGES.enrollmentInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, KIOSK_MESSAGES.enrollmentInvalid);

export type KioskDeviceTimes = {
  credentialHash: string | null;
  enrollmentExpiresAt: Date | null;
  revokedAt: Date | null;
};

/**
 * - `enrolled`: a browser holds the credential and may take PINs;
 * - `pending`: made by the command, its code not yet opened and still valid;
 * - `expired`: its code was never opened in time (it never enrolled a browser);
 * - `revoked`: staff or the operator withdrew it; its browser is refused from then on.
 */
export type KioskDeviceState = "enrolled" | "pending" | "expired" | "revoked";

export function kioskDeviceState(device: KioskDeviceTimes, now: Date): KioskDeviceState {
  if (device.revokedAt) return "revoked";
  if (device.credentialHash) return "enrolled";
  const expires = device.enrollmentExpiresAt;
  return expires && expires.getTime() > now.getTime() ? "pending" : "expired";
}

/** The enrollment page's address: the code rides in the fragment, which no server log sees. */
export const enrollmentLink = (origin: string, code: string) =>
  `${origin.replace(/\/$/, "")}/kiosk/enroll#${code}`;
