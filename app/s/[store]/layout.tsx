import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PreviewBanner } from "@/components/content/preview-banner";
import { RetailStoreProvider } from "@/components/layout/retail-store-provider";
import { NotificationsProvider } from "@/components/shell/notifications";
import { KioskIdleReset } from "@/components/kiosk/kiosk-parts";
import { ShellClient } from "@/components/shell/shell-client";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { buildMenus } from "@/components/layout/menu-data";
import { catalogueProductsFor } from "@/lib/catalogue/read";
import { findRetailStore } from "@/lib/catalogue/retail-stores";
import { kioskSettings } from "@/lib/retail/kiosk";
import { sectionsFor } from "@/lib/retail/sections";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";
import { isRetailStoreSlug, RETAIL_STORE_SLUGS } from "@/lib/retail/stores";

/** Absolute links in the store's og tags and canonical URLs go to that store's own origin. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ store: string }>;
}): Promise<Metadata> {
  const { store } = await params;
  return isRetailStoreSlug(store) ? { metadataBase: new URL(configuredStoreOrigin(store)) } : {};
}

/**
 * One prerendered copy of every page per retail store; the proxy picks the copy. Other params
 * (promo codes in the home URL, products added after the build) render on demand; an unknown
 * store segment is a 404 below.
 */
export function generateStaticParams() {
  return RETAIL_STORE_SLUGS.map((store) => ({ store }));
}

export default async function StoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ store: string }>;
}) {
  const { store: slug } = await params;
  if (!isRetailStoreSlug(slug)) notFound();
  const [record, bags] = await Promise.all([findRetailStore(slug), catalogueProductsFor(slug)]);
  if (!record) notFound();
  const store = record;
  const sections = sectionsFor(slug);
  const kiosk = kioskSettings(slug);
  return (
    <RetailStoreProvider value={{ store, sections }}>
      <NotificationsProvider>
        <div className="store" data-store={slug} data-retailer={store.retailer.name}>
          <PreviewBanner />
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <SiteHeader store={store} sections={sections} menus={buildMenus(bags, sections)} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <HydrateApart>
            <SiteFooter sections={sections} />
          </HydrateApart>
        </div>
        {kiosk && <KioskIdleReset idleSeconds={kiosk.idleSeconds} />}
        <ShellClient kiosk={kiosk !== null} />
      </NotificationsProvider>
    </RetailStoreProvider>
  );
}
