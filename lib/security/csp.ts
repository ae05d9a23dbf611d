/**
 * The script policy of the pages rendered per request: checkout (payment forms), account and
 * sign-in pages, and the gallery. Each response carries a fresh nonce; Next puts it on its own
 * scripts, and 'strict-dynamic' extends trust to the scripts those load (the card provider's and
 * PayPal's loaders), so nothing inline runs without the nonce. Prerendered pages cannot carry a
 * per-request nonce (their HTML is written once, and Next's inline data scripts change with every
 * regeneration, so no hash list can be fixed either): they get the same allow-list with inline
 * scripts allowed (docs/decisions.md, "Security headers").
 */
const NONCE_PAGE_PREFIXES = [
  "/checkout/",
  "/my-account",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password/",
  "/verify-email/",
  "/finish-sign-in/",
  "/gallery/",
] as const;

export const usesNonce = (pathname: string): boolean =>
  NONCE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));

/** The payment providers' origins: their scripts, frames and API calls. */
const PROVIDERS = {
  script: ["https://js.stripe.com", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
  frame: [
    "https://js.stripe.com",
    "https://hooks.stripe.com",
    "https://www.paypal.com",
    "https://www.sandbox.paypal.com",
  ],
  connect: [
    "https://api.stripe.com",
    "https://www.paypal.com",
    "https://www.sandbox.paypal.com",
    "https://www.google-analytics.com",
  ],
  img: ["https://*.stripe.com", "https://www.paypalobjects.com"],
};

/** Analytics (production only) loads its tag from here on every page. */
const ANALYTICS_SCRIPT = "https://www.googletagmanager.com";

export function noncePolicy(nonce: string, development = false): string {
  return policy(
    ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...PROVIDERS.script],
    development,
  );
}

/**
 * Prerendered pages: scripts only from this origin, the payment providers and analytics, plus
 * Next's inline data; data leaves only for those same origins (connect-src), so an injected
 * script has nowhere to load from or send to.
 */
export function allowListPolicy(development = false): string {
  return policy(["'self'", "'unsafe-inline'", ...PROVIDERS.script, ANALYTICS_SCRIPT], development);
}

function policy(scriptSources: readonly string[], development: boolean): string {
  const scripts = [
    ...scriptSources,
    // React's development build evaluates code for its debugging aids.
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Style attributes (React's `style`) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${PROVIDERS.img.join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self' ${PROVIDERS.connect.join(" ")}`,
    `frame-src ${PROVIDERS.frame.join(" ")}`,
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
