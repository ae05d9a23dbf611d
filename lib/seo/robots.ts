import type { RetailStoreSlug } from "../retail/stores";

/** Paths no crawler should fetch on any host: the API, private and per-shopper pages. */
const PRIVATE_PATHS = [
  "/api/",
  "/sanctum/",
  "/cart",
  "/checkout",
  "/my-account",
  "/products-preview/",
  "/clear",
];

/**
 * robots.txt per retail host: outside production nothing is indexed; the department-store kiosks
 * are in-store devices whose pages duplicate the own store, so they are not indexed either.
 */
export function robotsTxt(store: RetailStoreSlug, production: boolean, origin: string): string {
  const closed = !production || store === "dept-westchester" || store === "dept-manhattan";
  const lines = ["User-agent: *"];
  if (closed) lines.push("Disallow: /");
  else lines.push("Allow: /", ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`));
  lines.push("", `Sitemap: ${origin}/sitemap.xml`, "");
  return lines.join("\n");
}
