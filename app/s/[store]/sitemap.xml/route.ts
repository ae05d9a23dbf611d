// GET /sitemap.xml – the indexable pages of the retail store on this host (issue 3, SEO)
import { env, isProduction } from "@/lib/env";
import { isRetailStoreSlug } from "@/lib/retail/stores";
import { requestOrigin } from "@/lib/seo/origin";
import { sitemapXml } from "@/lib/seo/sitemap";
import { storeSitemapEntries } from "@/lib/seo/store-sitemap";

export async function GET(request: Request, { params }: { params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isRetailStoreSlug(store)) return new Response("Not found", { status: 404 });
  const config = env();
  const origin = requestOrigin(request.headers, store, {
    siteUrl: config.SITE_URL,
    storeOrigins: config.STORE_ORIGINS,
  });
  const xml = sitemapXml(origin, await storeSitemapEntries(store, isProduction()));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
