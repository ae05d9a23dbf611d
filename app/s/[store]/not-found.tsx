import { NotFoundPanel } from "@/components/shell/not-found-panel";
import { notFoundMetadata } from "@/lib/seo/not-found";

// Next resolves the metadata of the nearest not-found file (the layout's template adds the brand).
export const metadata = notFoundMetadata;

/**
 * What Next draws for a notFound() thrown while rendering, in the browser only. The server
 * answers those with ./page-not-found (the proxy before rendering, server.mjs after).
 */
export default function StoreNotFound() {
  return <NotFoundPanel />;
}
