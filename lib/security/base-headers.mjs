// The security headers on every answer (docs/adr/0030): next.config.mjs
// puts them on what Next answers, server.mjs on the few answers it gives itself. Plain
// JavaScript, so that both can read it; checked by tsc through its JSDoc types.

/**
 * What no page needs: being framed elsewhere, plugins, a changed base URL, forms posting to
 * other sites. Scripts are governed by the browser defaults until the nonce policy lands.
 */
const BASE_POLICY =
  "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'";

/**
 * Powerful features off everywhere; `payment` as given.
 * @param {string} payment
 * @returns {string}
 */
export const permissions = (payment) =>
  ["camera=()", "microphone=()", "geolocation=()", "usb=()", `payment=${payment}`].join(", ");

/** @type {{ key: string, value: string }[]} */
export const BASE_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Content-Security-Policy", value: BASE_POLICY },
  { key: "Permissions-Policy", value: permissions("()") },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
];

/** Over HTTPS only (the proto the proxy in front reports): a year, subdomains included. */
export const HSTS = {
  key: "Strict-Transport-Security",
  value: "max-age=31536000; includeSubDomains",
};
