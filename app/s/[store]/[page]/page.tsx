import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  ContentRoute,
  contentRouteMetadata,
  contentRouteParams,
} from "@/components/content/content-route";
import { HomePage } from "@/components/home/home-page";
import { contentSlugFromPath } from "@/lib/content/pages";
import { promoCodeFromSegment } from "@/lib/promo/remembered";
import { storeOf } from "@/lib/retail/page-params";

type Params = Promise<{ store: string; page: string }>;

/** Content and campaign pages are prerendered; any other segment is a promo code (spec 2). */
export async function generateStaticParams() {
  return (await contentRouteParams()).map((page) => ({ page }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page } = await params;
  const slug = contentSlugFromPath([page]);
  if (slug) return contentRouteMetadata(slug);
  // A promo link is the home page; search engines should index the home page itself.
  return { alternates: { canonical: "/" }, robots: { index: false, follow: true } };
}

export default async function SingleSegmentPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { page } = await params;
  const slug = contentSlugFromPath([page]);
  if (slug) return <ContentRoute store={store} slug={slug} />;
  const promoCode = promoCodeFromSegment(page);
  if (!promoCode) notFound();
  return <HomePage store={store} promoCode={promoCode} />;
}
