/**
 * The client address for rate limiting. Each proxy in front of the app appends the address it
 * saw to X-Forwarded-For, so only the last `trustedHops` entries are trustworthy; anything to the
 * left of them was written by the client. Deployments put the app behind a proxy that appends
 * (see docs/decisions.md); the default trusts that one hop.
 */
export function clientIp(headers: Headers, trustedHops = 1): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const index = Math.max(0, hops.length - Math.max(1, trustedHops));
  return hops[index] || headers.get("x-real-ip") || "local";
}
