import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { contentSlugFromPath, type CONTENT_SECTIONS } from "@/lib/content/pages";
import { ContentRoute, contentRouteMetadata, contentSectionParams } from "./content-route";

type Props = { params: Promise<{ store: string; slug: string }> };

/**
 * The route exports of a content section's `[slug]` page (`/journey/{slug}`, `/global/{slug}`,
 * …): every section renders its pages alike, so each page file is three lines.
 */
export function contentSection(section: (typeof CONTENT_SECTIONS)[number]) {
  const slugOf = (slug: string) => contentSlugFromPath([section, slug]);
  return {
    generateStaticParams: () => contentSectionParams(section),
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const slug = slugOf((await params).slug);
      return slug ? contentRouteMetadata(slug) : {};
    },
    async Page({ params }: Props) {
      const { store, slug } = await params;
      const contentSlug = slugOf(slug);
      if (!contentSlug) notFound();
      return <ContentRoute store={store} slug={contentSlug} />;
    },
  };
}
