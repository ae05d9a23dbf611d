import "server-only";
/**
 * The client address for rate limits and throttles. `server.mjs` reads it from the socket (or,
 * with TRUST_PROXY=n, from the n-th X-Forwarded-For entry from the right, written by the load
 * balancers it trusts) and tags it with a per-process secret, so a client cannot forge it.
 * Without that tag (`next dev`) the last X-Forwarded-For entry is used: development only.
 */
export function clientIp(headers: Headers): string {
  const tag = process.env.ATELIER_EDGE_TAG;
  const fromEdge = headers.get("x-atelier-client-ip");
  if (tag && fromEdge && headers.get("x-atelier-edge") === tag) return fromEdge;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return hops[hops.length - 1] || "local";
}

/** 127.0.0.0/8 and ::1, as the socket reports them. */
export const isLoopback = (address: string): boolean =>
  address === "::1" || address === "local" || /^127\./.test(address);
