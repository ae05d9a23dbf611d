// GET /robots.txt – crawl rules for the retail store on this host (issue 3, SEO)
import { crawlerFileRoute } from "@/lib/seo/crawler-route";
import { robotsTxt } from "@/lib/seo/robots";

export const GET = crawlerFileRoute(
  "text/plain; charset=utf-8",
  async (store, production, origin) => robotsTxt(store, production, origin),
);
