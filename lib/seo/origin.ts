/**
 * The origin a request was made on (the retail host), for sitemap and robots URLs. The proto
 * comes from the load balancer when there is one, else from the configured site URL.
 */
export function requestOrigin(headers: Headers, siteUrl: string): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) return new URL(siteUrl).origin;
  const proto =
    headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ||
    new URL(siteUrl).protocol.replace(":", "");
  return `${proto === "https" ? "https" : "http"}://${host.toLowerCase()}`;
}
