import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  ContentRoute,
  contentRouteMetadata,
  contentRouteParams,
} from "@/components/content/content-route";
import { HomePage } from "@/components/home/home-page";
import { contentSlugFromPath } from "@/lib/content/pages";
import { campaignCodeFromSegment } from "@/lib/promo/campaign-path";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { storeOf } from "@/lib/retail/page-params";

type Params = Promise<{ store: string; page: string }>;

/**
 * Content and campaign pages are prerendered. Any other segment is a promo code (spec 2,
 * `/{promo_code?}`), unless it is reserved by another route of section 2 or cannot be a code.
 * The proxy answers those, an unshown content page and a code nobody ever issued with the
 * store's 404 page before they get here (lib/routing/page-routes.ts); notFound() stays below
 * as the backstop.
 */
export async function generateStaticParams() {
  return (await contentRouteParams()).map((page) => ({ page }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page } = await params;
  const slug = contentSlugFromPath([page]);
  if (slug) return contentRouteMetadata(slug);
  if (!campaignCodeFromSegment(page)) return notFoundMetadata;
  // A promo link is the home page: never indexed itself, it points search engines at "/".
  return { alternates: { canonical: "/" }, robots: { index: false, follow: true } };
}

export default async function SingleSegmentPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { page } = await params;
  const slug = contentSlugFromPath([page]);
  if (slug) return <ContentRoute store={store} slug={slug} />;
  const promoCode = campaignCodeFromSegment(page);
  if (!promoCode) notFound();
  return <HomePage store={store} promoCode={promoCode} />;
}
