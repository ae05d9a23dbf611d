import "server-only";
import { readContentPages } from "../catalogue/read";
import type { CatalogueContentPage } from "../catalogue/types";
import { isContentVisible } from "../catalogue/visibility";

/**
 * Single-segment content and campaign routes of spec section 2, as the path names them. The
 * designer collaboration is `ardent-x-mara-lind`; `splash-of-summer` is an alias (below).
 */
export const CONTENT_ROUTES = [
  // Gift and campaign pages
  "mothers-day-monogramming",
  "gifts-for-all",
  "gift-sets",
  "holiday-gift-guide",
  "garment-district-capsule",
  "farm-to-arm",
  "laptop-sleeve",
  "splash-of-summer",
  "ardent-x-mara-lind",
  "fashion-makes-change",
  "black-lives-matter",
  // Content pages
  "craft",
  "sustainability",
  "inspiration",
  "stories",
  "the-journey",
  "corporate",
  "wedding",
  "faq",
  "press",
  "terms",
  "privacy",
  "newsletter",
  "stylists",
  "appointments",
] as const;

export type ContentRouteName = (typeof CONTENT_ROUTES)[number];

/** Paths that show another page's record (spec 2: "/laptop-sleeve and /splash-of-summer"). */
export const CONTENT_ALIASES: Readonly<Partial<Record<ContentRouteName, string>>> = {
  "splash-of-summer": "laptop-sleeve",
};

/**
 * First segments of two-segment content paths: `journey/{slug}` and `jobs/{role}` from spec 2,
 * plus the sections of the pages that exercise the visibility rule (drafts, staging, global).
 * `private/…` is deliberately absent: private pages are never served.
 */
export const CONTENT_SECTIONS = ["journey", "jobs", "drafts", "staging", "global"] as const;

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isContentRouteName = (value: string): value is ContentRouteName =>
  (CONTENT_ROUTES as readonly string[]).includes(value);

/**
 * The content slug a path names, or null when the path is not a content route (for one segment,
 * that means the home page with a promo code). Pure: whether the page exists and may be shown is
 * decided by contentPageFor.
 */
export function contentSlugFromPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 2) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const [first = "", second] = segments;
  if (second === undefined) {
    return isContentRouteName(first) ? (CONTENT_ALIASES[first] ?? first) : null;
  }
  return (CONTENT_SECTIONS as readonly string[]).includes(first) ? `${first}/${second}` : null;
}

export type ContentMode = {
  /** APP_ENV is production (lib/env/index.ts isProduction()). */
  production: boolean;
  /** Staff preview (Next.js draft mode) is on for this request. */
  preview: boolean;
};

/**
 * Spec section 5. Preview shows what staff are about to publish, so it uses the rule outside
 * production: unpublished pages too, private never (they are not even in the cache).
 */
function isContentShown(page: CatalogueContentPage, mode: ContentMode): boolean {
  return isContentVisible(page, mode.production && !mode.preview);
}

/** The page for a slug among `pages`, or null when unknown or not to be shown. */
export function findContentPage(
  pages: readonly CatalogueContentPage[],
  slug: string,
  mode: ContentMode,
): CatalogueContentPage | null {
  const page = pages.find((candidate) => candidate.slug === slug);
  return page && isContentShown(page, mode) ? page : null;
}

/** The content page for a slug from the catalogue cache, or null (render a 404). */
export async function contentPageFor(
  slug: string,
  mode: ContentMode,
): Promise<CatalogueContentPage | null> {
  return findContentPage(await readContentPages(), slug, mode);
}

/** Slugs of every page shown in this mode. */
async function shownContentSlugs(mode: ContentMode): Promise<string[]> {
  return (await readContentPages()).filter((p) => isContentShown(p, mode)).map((p) => p.slug);
}

/**
 * The single-segment paths to prerender (for the `[page]` dispatcher): each CONTENT_ROUTES entry
 * whose page, after aliases, is shown. Spec routes without a page in the cache are left out.
 */
export async function shownContentRoutes(mode: ContentMode): Promise<ContentRouteName[]> {
  const shown = new Set(await shownContentSlugs(mode));
  return CONTENT_ROUTES.filter((route) => shown.has(contentSlugFromPath([route]) ?? ""));
}

/** The second segments to prerender under a section, e.g. `hbscny` for `journey`. */
export async function shownSectionSlugs(
  section: (typeof CONTENT_SECTIONS)[number],
  mode: ContentMode,
): Promise<string[]> {
  const prefix = `${section}/`;
  return (await shownContentSlugs(mode))
    .filter((slug) => slug.startsWith(prefix))
    .map((slug) => slug.slice(prefix.length))
    .filter((rest) => SEGMENT.test(rest));
}
