// Pages under /drafts/ that exercise the content visibility rule (spec section 5).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  ContentRoute,
  contentRouteMetadata,
  contentSectionParams,
} from "@/components/content/content-route";
import { contentSlugFromPath } from "@/lib/content/pages";

type Props = { params: Promise<{ store: string; slug: string }> };

export const generateStaticParams = () => contentSectionParams("drafts");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = contentSlugFromPath(["drafts", (await params).slug]);
  return slug ? contentRouteMetadata(slug) : {};
}

export default async function DraftsPage({ params }: Props) {
  const { store, slug } = await params;
  const contentSlug = contentSlugFromPath(["drafts", slug]);
  if (!contentSlug) notFound();
  return <ContentRoute store={store} slug={contentSlug} />;
}
