// GET /sitemap.xml – the indexable pages of the retail store on this host (issue 3, SEO)
import { env, isProduction } from "@/lib/env";
import { isRetailStoreSlug } from "@/lib/retail/stores";
import { requestOrigin } from "@/lib/seo/origin";
import { sitemapXml } from "@/lib/seo/sitemap";
import { storeSitemapEntries } from "@/lib/seo/store-sitemap";

export async function GET(request: Request, { params }: { params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isRetailStoreSlug(store)) return new Response("Not found", { status: 404 });
  const origin = requestOrigin(request.headers, env().SITE_URL);
  const xml = sitemapXml(origin, await storeSitemapEntries(store, isProduction()));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
