import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CONTENT_SECTIONS,
  contentPageFor,
  type ContentMode,
  shownContentRoutes,
  shownSectionSlugs,
} from "@/lib/content/pages";
import { claimNoticeFor } from "@/lib/delivery/claim-copy";
import { isProduction } from "@/lib/env";
import { inStaffPreview } from "@/lib/staff/preview";
import { sectionsFor } from "@/lib/retail/sections";
import { isRetailStoreSlug } from "@/lib/retail/stores";
import { ContentPage, contentMetadata } from "./content-page";
import { ContentSidebar } from "./content-sidebar";

/**
 * Draft mode is off while pages are prerendered, so the static copies hold exactly what the
 * visibility rule allows; with the draft cookie Next renders the request afresh, and drafts are
 * shown only when that request's session is a staff account.
 */
async function contentMode(): Promise<ContentMode> {
  return { production: isProduction(), preview: await inStaffPreview() };
}

/** The mode used for generateStaticParams: never preview. */
const buildMode = (): ContentMode => ({ production: isProduction(), preview: false });

/**
 * A content page route: the page for `slug` (already resolved with contentSlugFromPath), or a
 * 404 when the slug is unknown or the page may not be shown here.
 */
export async function ContentRoute({ store, slug }: { store: string; slug: string }) {
  if (!isRetailStoreSlug(store)) notFound();
  const page = await contentPageFor(slug, await contentMode());
  if (!page) notFound();
  const notice = await claimNoticeFor(`${page.title}\n${page.meta_description}\n${page.body}`);
  if (!sectionsFor(store).sidebarLinks) return <ContentPage page={page} notice={notice} />;
  return (
    <div className="content-with-sidebar">
      <ContentPage page={page} notice={notice} />
      <ContentSidebar current={page.slug} />
    </div>
  );
}

/** generateMetadata for a content route; empty for a page that will 404. */
export async function contentRouteMetadata(slug: string): Promise<Metadata> {
  const page = await contentPageFor(slug, await contentMode());
  return page ? contentMetadata(page) : {};
}

/** Single-segment paths to prerender in the `[page]` dispatcher, e.g. `craft`, `splash-of-summer`. */
export const contentRouteParams = () => shownContentRoutes(buildMode());

/** `{ slug }` params to prerender under a section, e.g. `journey` -> `[{ slug: "hbscny" }, …]`. */
export async function contentSectionParams(
  section: (typeof CONTENT_SECTIONS)[number],
): Promise<{ slug: string }[]> {
  return (await shownSectionSlugs(section, buildMode())).map((slug) => ({ slug }));
}
