/**
 * The pages' Content-Security-Policy (issue 24). No page lets an inline script run on its own
 * say-so: every page's script-src is 'strict-dynamic' plus either
 * - a fresh nonce, for the pages rendered per request (checkout, account, sign-in, gallery, a
 *   bag opened by its link, and `/cart` for a shopper with a bag, which the proxy names): Next
 *   puts it on its own scripts, and the scripts they add (the payment providers' loaders, the
 *   analytics tag) are trusted through 'strict-dynamic'; or
 * - for the prerendered pages, whose HTML is written once, the SHA-256 hashes of that HTML's own
 *   inline scripts, filled in by server.mjs where the placeholder below stands (it reads each
 *   page as it is served, so a page regenerated later is hashed as it now is; see
 *   lib/security/served-html.mjs). Only the build's files and the exact text Next and React
 *   write are named (issue 35): a look-alike stays unnamed and is refused.
 * 'self' and the integrations' hosts follow as the fallback of browsers that predate
 * 'strict-dynamic' (those that know it ignore them). The other directives list this origin plus
 * the sources of the integrations that are configured (lib/integrations).
 */
const NONCE_PAGE_PREFIXES = [
  // /cart/{id}; /cart itself is prerendered.
  "/cart/",
  "/checkout/",
  "/my-account",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password/",
  "/verify-email/",
  "/finish-sign-in/",
  "/gallery/",
  "/orders/track",
] as const;

export const usesNonce = (pathname: string): boolean =>
  NONCE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));

/**
 * Stands in script-src for the hashes server.mjs computes from the page it serves. Kept equal to
 * HASHES_PLACEHOLDER in lib/security/served-html.mjs (a unit test holds them together); a
 * browser that ever saw it would ignore it as an unknown keyword.
 */
export const SCRIPT_HASHES_PLACEHOLDER = "'inline-script-hashes'";

/** Extra sources per directive: the configured integrations' (lib/integrations). */
export type PolicySources = {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  style: readonly string[];
};

/** A page rendered per request: Next puts this nonce on every script it writes. */
export function noncePolicy(nonce: string, sources: PolicySources, development = false): string {
  return policy(`'nonce-${nonce}'`, sources, development);
}

/** A prerendered page: server.mjs replaces the placeholder with its inline scripts' hashes. */
export function hashedPolicy(sources: PolicySources): string {
  return policy(SCRIPT_HASHES_PLACEHOLDER, sources, false);
}

function policy(trust: string, sources: PolicySources, development: boolean): string {
  const scripts = [
    "'strict-dynamic'",
    trust,
    "'self'",
    ...sources.script,
    // React's development build evaluates code for its debugging aids.
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  const list = (first: readonly string[], extra: readonly string[]) =>
    [...first, ...extra].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Style attributes (React's `style`) can carry neither a nonce nor a hash.
    `style-src ${list(["'self'", "'unsafe-inline'"], sources.style)}`,
    `img-src ${list(["'self'", "data:", "blob:"], sources.img)}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], sources.connect)}`,
    `frame-src ${sources.frame.length > 0 ? sources.frame.join(" ") : "'none'"}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** A fresh 128-bit nonce, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
