// Long-form stories: /journey/{slug} (spec section 2).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  ContentRoute,
  contentRouteMetadata,
  contentSectionParams,
} from "@/components/content/content-route";
import { contentSlugFromPath } from "@/lib/content/pages";

type Props = { params: Promise<{ store: string; slug: string }> };

export const generateStaticParams = () => contentSectionParams("journey");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = contentSlugFromPath(["journey", (await params).slug]);
  return slug ? contentRouteMetadata(slug) : {};
}

export default async function JourneyPage({ params }: Props) {
  const { store, slug } = await params;
  const contentSlug = contentSlugFromPath(["journey", slug]);
  if (!contentSlug) notFound();
  return <ContentRoute store={store} slug={contentSlug} />;
}
