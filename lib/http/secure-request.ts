/**
 * Whether the browser reached us over HTTPS: the first `X-Forwarded-Proto` entry (the proxy in
 * front terminates TLS), else the URL's own scheme. Decides every cookie's `Secure` flag, so a
 * plain-HTTP staging host keeps its session and an HTTPS store never sends one in the clear.
 * The header counts only from a trusted proxy: server.mjs removes a client's unless TRUST_PROXY
 * names hops in front, and Next then writes the socket's scheme (http) in its place.
 */
export function isSecureRequest(headers: Headers, url: { protocol: string }): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url.protocol === "https:";
}
