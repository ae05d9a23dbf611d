import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { RetailStoreProvider } from "@/components/layout/retail-store-provider";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { retailStoreRecord } from "@/lib/catalogue/read";
import { sectionsFor } from "@/lib/retail/sections";
import { isRetailStoreSlug, RETAIL_STORE_SLUGS } from "@/lib/retail/stores";

/** One prerendered copy of every page per retail store; the proxy picks the copy. */
export function generateStaticParams() {
  return RETAIL_STORE_SLUGS.map((store) => ({ store }));
}
export const dynamicParams = false;

export default async function StoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ store: string }>;
}) {
  const { store: slug } = await params;
  if (!isRetailStoreSlug(slug)) notFound();
  const record = await retailStoreRecord(slug);
  if (!record) notFound();
  const store = { ...record, name: slug };
  const sections = sectionsFor(slug);
  return (
    <RetailStoreProvider value={{ store, sections }}>
      <div className="store" data-store={slug} data-retailer={store.retailer.name}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader store={store} sections={sections} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter sections={sections} />
      </div>
    </RetailStoreProvider>
  );
}
