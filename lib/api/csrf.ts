import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "../secret";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

const sign = (sid: string, nonce: string) =>
  createHmac("sha256", appSecret()).update(`xsrf:${sid}:${nonce}`).digest("base64url");

/**
 * A signed double-submit token bound to the web session: the page script echoes the cookie in
 * the X-XSRF-TOKEN header, and the MAC covers the session id, so a token planted from another
 * session (a cookie-tossing subdomain, a token read elsewhere) is worth nothing here. A new
 * session (sign-in, sign-out) gets a new token with it.
 */
export function issueCsrfToken(sid: string): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${sign(sid, nonce)}`;
}

function isSigned(token: string, sid: string): boolean {
  const [nonce, mac] = token.split(".");
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(sid, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Readable by page scripts on purpose: they echo it in X-XSRF-TOKEN (double submit). */
export const xsrfCookieOptions = (secure: boolean) =>
  ({ httpOnly: false, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 2 }) as const;

export type CsrfInput = {
  /** The id of the request's web session; without a session no token is valid. */
  sid: string | undefined;
  cookie: string | undefined;
  header: string | null;
  origin: string | null;
  secFetchSite: string | null;
  host: string | null;
};

/** True when the request echoes a valid token and, where the browser says, comes from our origin. */
export function csrfPasses({
  sid,
  cookie,
  header,
  origin,
  secFetchSite,
  host,
}: CsrfInput): boolean {
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return false;
  // `Origin: null` comes from sandboxed frames, data: URLs and some redirects: never ours.
  if (origin !== null) {
    try {
      if (new URL(origin).host !== host) return false;
    } catch {
      return false;
    }
  }
  if (!sid || !cookie || !header) return false;
  let echoed: string;
  try {
    // Header values arrive URL-encoded from some clients (Axios copies the cookie as-is).
    echoed = decodeURIComponent(header);
  } catch {
    return false;
  }
  return echoed === cookie && isSigned(cookie, sid);
}
