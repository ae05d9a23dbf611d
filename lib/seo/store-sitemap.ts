import "server-only";
import { bagsFor, stockInCategory } from "../catalogue/browse";
import { STOCK_ROUTES } from "../catalogue/categories";
import { readContentPages } from "../catalogue/read";
import { isContentVisible } from "../catalogue/visibility";
import { sectionsFor } from "../retail/sections";
import type { RetailStoreSlug } from "../retail/stores";
import type { SitemapEntry } from "./sitemap";

/** Every indexable page of one retail store, as that store shows it. */
export async function storeSitemapEntries(
  store: RetailStoreSlug,
  production: boolean,
): Promise<SitemapEntry[]> {
  const sections = sectionsFor(store);
  const entries: SitemapEntry[] = [
    { path: "/", priority: 1 },
    { path: "/bags/all-bags", priority: 0.9 },
    { path: "/materials" },
    { path: "/masks" },
    ...(sections.createYourBagLink ? [{ path: "/customize" }] : []),
    ...(sections.giftCertificates ? [{ path: "/gift-cards" }] : []),
  ];
  for (const bag of await bagsFor(store))
    entries.push({ path: `/bags/${bag.name}`, priority: 0.8 });
  for (const [route, { category }] of Object.entries(STOCK_ROUTES)) {
    entries.push({ path: `/${route}`, priority: 0.7 });
    for (const product of await stockInCategory(store, category)) {
      entries.push({ path: `/${route}/${product.name}`, priority: 0.6 });
    }
  }
  for (const page of await readContentPages()) {
    if (isContentVisible(page, production)) {
      entries.push({
        path: `/${page.slug}`,
        lastModified: page.updated_at.slice(0, 10),
        priority: 0.5,
      });
    }
  }
  return entries;
}
