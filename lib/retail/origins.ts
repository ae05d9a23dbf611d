import type { RetailStoreSlug } from "./stores";

/** The host label each store is reached on (the first label of its host name, spec 1). */
const STORE_LABELS: Readonly<Record<RetailStoreSlug, string | null>> = {
  web: null,
  "dept-westchester": "dept",
  "dept-manhattan": "dept",
  "stylist-web": "stylist",
  "good-hearts-web": "goodhearts",
};

/**
 * The configured origin of a store, for links in mails: `STORE_ORIGINS` when it names the store
 * (`slug=https://host,…`), else the site URL with the store's host label in front of its host
 * (`https://www.example.com` → `https://dept.example.com`, `http://localhost:3000` →
 * `http://dept.localhost:3000`). Never a request's Host header, which the client writes.
 */
export function storeOrigin(
  store: RetailStoreSlug,
  siteUrl: string,
  overrides: string | undefined = undefined,
): string {
  for (const pair of (overrides ?? "").split(",")) {
    const [slug, origin] = pair.split("=").map((part) => part.trim());
    if (slug === store && origin) return new URL(origin).origin;
  }
  const site = new URL(siteUrl);
  const label = STORE_LABELS[store];
  if (!label) return site.origin;
  const labels = site.hostname.split(".");
  const hostname =
    labels.length >= 3 ? [label, ...labels.slice(1)].join(".") : `${label}.${site.hostname}`;
  return `${site.protocol}//${hostname}${site.port ? `:${site.port}` : ""}`;
}
