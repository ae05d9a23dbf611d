/**
 * @jest-environment node
 */
import { readContentPages } from "../../lib/catalogue/read";
import type { CatalogueContentPage } from "../../lib/catalogue/types";
import {
  CONTENT_ALIASES,
  CONTENT_ROUTES,
  CONTENT_SECTIONS,
  contentPageFor,
  contentSlugFromPath,
  findContentPage,
  shownContentRoutes,
  shownSectionSlugs,
} from "../../lib/content/pages";
import { contentPages } from "../../scripts/seed/content/index";

/** Every seeded page as the catalogue cache holds it; private ones included on purpose. */
const pages: CatalogueContentPage[] = contentPages.map((page, i) => ({
  id: `id-${i}`,
  slug: page.slug,
  collection: page.collection,
  title: page.title,
  body: page.body,
  hero_image: page.heroImage,
  production_ready: page.productionReady ? 1 : 0,
  global: page.global ? 1 : 0,
  published: page.published ? 1 : 0,
  private: page.private ? 1 : 0,
  meta_title: page.metaTitle,
  meta_description: page.metaDescription,
  meta_keywords: page.metaKeywords,
  updated_at: "2026-03-01T12:00:00.000Z",
}));

jest.mock("../../lib/catalogue/read", () => ({
  readContentPages: jest.fn(async () => pages),
}));

const LIVE = { production: true, preview: false };
const PREVIEW = { production: true, preview: true };
const STAGING = { production: false, preview: false };

describe("CONTENT_ROUTES", () => {
  it("lists every single-segment page that is seeded, and nothing that is not", () => {
    const seeded = new Set(pages.map((p) => p.slug));
    const single = pages.map((p) => p.slug).filter((slug) => !slug.includes("/"));
    const routed = CONTENT_ROUTES.map((route) => contentSlugFromPath([route]));
    expect(new Set(routed)).toEqual(new Set(single));
    for (const slug of routed) expect(seeded.has(slug ?? "")).toBe(true);
  });

  it("shows the laptop-sleeve page at /splash-of-summer", () => {
    expect(CONTENT_ALIASES["splash-of-summer"]).toBe("laptop-sleeve");
    expect(contentSlugFromPath(["splash-of-summer"])).toBe("laptop-sleeve");
    expect(contentSlugFromPath(["laptop-sleeve"])).toBe("laptop-sleeve");
  });

  it("covers the sections of every seeded two-segment page except private ones", () => {
    const sections = new Set(
      pages.filter((p) => p.slug.includes("/") && !p.private).map((p) => p.slug.split("/")[0]),
    );
    expect(new Set(CONTENT_SECTIONS)).toEqual(sections);
  });
});

describe("contentSlugFromPath", () => {
  it.each([
    [["craft"], "craft"],
    [["journey", "hbscny"], "journey/hbscny"],
    [["jobs", "lead-developer"], "jobs/lead-developer"],
    [["drafts", "fall-lookbook"], "drafts/fall-lookbook"],
  ])("%j is the content page %p", (segments, slug) => {
    expect(contentSlugFromPath(segments)).toBe(slug);
  });

  it.each([
    [[]],
    [["SUMMER15"]], // a promo code: the home page's business
    [["summer15"]],
    [["bags", "all-bags"]],
    [["private", "vip-trunk-show"]],
    [["journey"]],
    [["journey", "a", "b"]],
    [["journey", "../craft"]],
    [["journey", "Hbscny"]],
    [["journey", ""]],
    [["craft%2F.."]],
  ])("%j is not a content page", (segments) => {
    expect(contentSlugFromPath(segments)).toBeNull();
  });
});

describe("contentPageFor: spec section 5", () => {
  it("serves live pages everywhere", async () => {
    for (const mode of [LIVE, PREVIEW, STAGING]) {
      expect((await contentPageFor("craft", mode))?.title).toBe("Our Craft");
      expect(await contentPageFor("global/shipping-policy", mode)).not.toBeNull();
    }
  });

  it("hides unpublished and not-production-ready pages in production", async () => {
    expect(await contentPageFor("drafts/fall-lookbook", LIVE)).toBeNull();
    expect(await contentPageFor("drafts/spring-preview", LIVE)).toBeNull();
    expect(await contentPageFor("staging/test-campaign", LIVE)).toBeNull();
  });

  it("shows them outside production and in preview", async () => {
    for (const mode of [PREVIEW, STAGING]) {
      expect(await contentPageFor("drafts/fall-lookbook", mode)).not.toBeNull();
      expect(await contentPageFor("drafts/spring-preview", mode)).not.toBeNull();
      expect(await contentPageFor("staging/test-campaign", mode)).not.toBeNull();
    }
  });

  it("never shows a private page, even if one reached the cache", async () => {
    expect(pages.some((p) => p.slug === "private/vip-trunk-show")).toBe(true);
    for (const mode of [LIVE, PREVIEW, STAGING]) {
      expect(await contentPageFor("private/vip-trunk-show", mode)).toBeNull();
    }
  });

  it("returns null for unknown slugs", async () => {
    expect(await contentPageFor("nope", STAGING)).toBeNull();
    expect(findContentPage([], "craft", STAGING)).toBeNull();
  });
});

describe("prerendered paths", () => {
  it("lists the single-segment routes to prerender, alias included", async () => {
    const routes = await shownContentRoutes(LIVE);
    expect(routes).toContain("craft");
    expect(routes).toContain("splash-of-summer");
    expect(routes).toHaveLength(CONTENT_ROUTES.length);
  });

  it("leaves out a route whose page is hidden, and its alias with it", async () => {
    const hidden = pages.map((p) =>
      p.slug === "laptop-sleeve" ? { ...p, published: 0 as const } : p,
    );
    jest.mocked(readContentPages).mockResolvedValueOnce(hidden);
    const routes = await shownContentRoutes(LIVE);
    expect(routes).not.toContain("laptop-sleeve");
    expect(routes).not.toContain("splash-of-summer");
    expect(routes).toContain("craft");
  });

  it("lists the visible slugs of a section", async () => {
    expect((await shownSectionSlugs("journey", LIVE)).sort()).toEqual([
      "from-hide-to-handle",
      "hbscny",
      "the-last-stitch",
    ]);
    expect(await shownSectionSlugs("drafts", LIVE)).toEqual([]);
    expect((await shownSectionSlugs("drafts", STAGING)).sort()).toEqual([
      "fall-lookbook",
      "spring-preview",
    ]);
  });
});
