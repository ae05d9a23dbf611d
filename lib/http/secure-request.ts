/**
 * Whether the browser reached us over HTTPS: the first `X-Forwarded-Proto` entry (the proxy in
 * front terminates TLS), else the URL's own scheme. Decides every cookie's `Secure` flag, so a
 * plain-HTTP staging host keeps its session and an HTTPS store never sends one in the clear. A
 * client lying here only makes its own cookies unusable over HTTP.
 */
export function isSecureRequest(headers: Headers, url: { protocol: string }): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url.protocol === "https:";
}
