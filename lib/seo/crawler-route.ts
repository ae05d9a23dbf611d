import "server-only";
import { env, isProduction } from "../env";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";
import { requestOrigin } from "./origin";

type Body = (store: RetailStoreSlug, production: boolean, origin: string) => Promise<string>;

/**
 * The GET handler of a file for crawlers (robots.txt, sitemap.xml) of the store on this host:
 * absolute links on the origin the request named when it is a configured one, cached an hour.
 */
export function crawlerFileRoute(contentType: string, body: Body) {
  return async function GET(request: Request, { params }: { params: Promise<{ store: string }> }) {
    const { store } = await params;
    if (!isRetailStoreSlug(store)) return new Response("Not found", { status: 404 });
    const config = env();
    const origin = requestOrigin(request.headers, store, {
      siteUrl: config.SITE_URL,
      storeOrigins: config.STORE_ORIGINS,
    });
    return new Response(await body(store, isProduction(), origin), {
      headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=3600" },
    });
  };
}
