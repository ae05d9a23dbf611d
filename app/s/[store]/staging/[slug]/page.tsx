// Pages under /staging/ that exercise the content visibility rule (spec section 5).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  ContentRoute,
  contentRouteMetadata,
  contentSectionParams,
} from "@/components/content/content-route";
import { contentSlugFromPath } from "@/lib/content/pages";

type Props = { params: Promise<{ store: string; slug: string }> };

export const generateStaticParams = () => contentSectionParams("staging");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = contentSlugFromPath(["staging", (await params).slug]);
  return slug ? contentRouteMetadata(slug) : {};
}

export default async function StagingPage({ params }: Props) {
  const { store, slug } = await params;
  const contentSlug = contentSlugFromPath(["staging", slug]);
  if (!contentSlug) notFound();
  return <ContentRoute store={store} slug={contentSlug} />;
}
