// The store's 404 page (issue 26): the proxy rewrites every page path that names nothing here,
// with the status 404. Prerendered per store, so its frame and content are in the HTML.
import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/shell/not-found-panel";
import { notFoundMetadata } from "@/lib/seo/not-found";

export const metadata: Metadata = { ...notFoundMetadata, robots: { index: false, follow: true } };

export default function PageNotFound() {
  return <NotFoundPanel />;
}
