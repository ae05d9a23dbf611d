import type { Metadata } from "next";

/** The route params of a mailed link's page: `/{reset-password|verify-email}/{token}/{email}`. */
export type LinkParams = Promise<{ store: string; token: string; email: string }>;

/** Path segments arrive percent-encoded or not depending on the client; accept both. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The token and e-mail of a mailed link, decoded. */
export function linkOf({ token, email }: { token: string; email: string }) {
  return { token: decodeSegment(token), email: decodeSegment(email) };
}

/** Metadata every mailed-link page shares, besides its title. */
export const LINK_PAGE_METADATA = {
  robots: { index: false, follow: false },
  // The token is in the path: never send it to another site in a Referer.
  referrer: "no-referrer",
} satisfies Metadata;
