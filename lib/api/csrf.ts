import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "../secret";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

const sign = (nonce: string) =>
  createHmac("sha256", appSecret()).update(`xsrf:${nonce}`).digest("base64url");

/** A signed double-submit token: the page script echoes the cookie in the X-XSRF-TOKEN header. */
export function issueCsrfToken(): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${sign(nonce)}`;
}

function isSigned(token: string): boolean {
  const [nonce, mac] = token.split(".");
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type CsrfInput = {
  cookie: string | undefined;
  header: string | null;
  origin: string | null;
  secFetchSite: string | null;
  host: string | null;
};

/** True when the request echoes a valid token and, where the browser says, comes from our origin. */
export function csrfPasses({ cookie, header, origin, secFetchSite, host }: CsrfInput): boolean {
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return false;
  if (origin && origin !== "null") {
    try {
      if (new URL(origin).host !== host) return false;
    } catch {
      return false;
    }
  }
  if (!cookie || !header) return false;
  // Header values arrive URL-encoded from some clients (Axios copies the cookie as-is).
  const echoed = decodeURIComponent(header);
  return echoed === cookie && isSigned(cookie);
}
