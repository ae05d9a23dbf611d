// GET /robots.txt – crawl rules for the retail store on this host (issue 3, SEO)
import { env, isProduction } from "@/lib/env";
import { isRetailStoreSlug } from "@/lib/retail/stores";
import { requestOrigin } from "@/lib/seo/origin";
import { robotsTxt } from "@/lib/seo/robots";

export async function GET(request: Request, { params }: { params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isRetailStoreSlug(store)) return new Response("Not found", { status: 404 });
  const config = env();
  const origin = requestOrigin(request.headers, store, {
    siteUrl: config.SITE_URL,
    storeOrigins: config.STORE_ORIGINS,
  });
  return new Response(robotsTxt(store, isProduction(), origin), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
