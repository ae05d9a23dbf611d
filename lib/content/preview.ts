import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

export { safeRedirectPath } from "./safe-url";

/** Attempts per minute per client at the secret, so it cannot be guessed by brute force. */
export const PREVIEW_RATE_LIMIT = 10;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `given` is the preview secret. Without a configured secret preview is off. Hashing
 * first gives equal-length buffers, so the comparison takes the same time whatever was sent.
 */
export function previewSecretMatches(
  given: string | null | undefined,
  expected: string | undefined,
): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** Where to go after leaving preview: `?path=`, else the page the banner was on, else home. */
export function exitTarget(
  pathParam: string | null,
  referer: string | null,
  host: string | null,
): string | null {
  if (pathParam) return pathParam;
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    // Compared by host: behind a TLS-terminating balancer the scheme seen here may differ.
    return url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
