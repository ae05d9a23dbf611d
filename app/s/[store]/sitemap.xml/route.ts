// GET /sitemap.xml – the indexable pages of the retail store on this host (issue 3, SEO)
import { crawlerFileRoute } from "@/lib/seo/crawler-route";
import { sitemapXml } from "@/lib/seo/sitemap";
import { storeSitemapEntries } from "@/lib/seo/store-sitemap";

export const GET = crawlerFileRoute(
  "application/xml; charset=utf-8",
  async (store, production, origin) =>
    sitemapXml(origin, await storeSitemapEntries(store, production)),
);
