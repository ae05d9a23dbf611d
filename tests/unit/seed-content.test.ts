/**
 * @jest-environment node
 */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isContentVisible } from "../../lib/catalogue/visibility";
import { buildContentImages, contentImages } from "../../scripts/content-images/index";
import { contentPages } from "../../scripts/seed/content/index";
import type { SeedContentPage } from "../../scripts/seed/content/types";

type Collection = SeedContentPage["collection"];

/** Every content and campaign route of spec section 2, with the collection it belongs to. */
const REQUIRED: Record<string, Collection> = {
  "mothers-day-monogramming": "campaign",
  "gifts-for-all": "campaign",
  "gift-sets": "campaign",
  "holiday-gift-guide": "campaign",
  "garment-district-capsule": "campaign",
  "farm-to-arm": "campaign",
  "laptop-sleeve": "campaign",
  "ardent-x-mara-lind": "campaign",
  "fashion-makes-change": "campaign",
  "black-lives-matter": "campaign",
  craft: "content",
  sustainability: "content",
  inspiration: "content",
  stories: "content",
  "the-journey": "content",
  corporate: "content",
  wedding: "content",
  faq: "content",
  press: "content",
  newsletter: "content",
  stylists: "content",
  appointments: "content",
  "journey/hbscny": "journey",
  "journey/from-hide-to-handle": "journey",
  "journey/the-last-stitch": "journey",
  terms: "legal",
  privacy: "legal",
  "jobs/lead-developer": "jobs",
};

/** Footer pages shown for every retail store. */
const GLOBAL_SLUGS = ["terms", "privacy", "faq"];

type Flags = Pick<SeedContentPage, "published" | "private" | "productionReady" | "global">;

/** Pages that exercise the visibility rule, with their flags and where they must be visible. */
const VISIBILITY_CASES: { slug: string; flags: Flags; production: boolean; elsewhere: boolean }[] =
  [
    {
      slug: "drafts/fall-lookbook",
      flags: { published: false, private: false, productionReady: true, global: false },
      production: false,
      elsewhere: true,
    },
    {
      slug: "drafts/spring-preview",
      flags: { published: false, private: false, productionReady: false, global: false },
      production: false,
      elsewhere: true,
    },
    {
      slug: "private/vip-trunk-show",
      flags: { published: true, private: true, productionReady: true, global: false },
      production: false,
      elsewhere: false,
    },
    {
      slug: "staging/test-campaign",
      flags: { published: true, private: false, productionReady: false, global: false },
      production: false,
      elsewhere: true,
    },
    {
      slug: "global/shipping-policy",
      flags: { published: true, private: false, productionReady: false, global: true },
      production: true,
      elsewhere: true,
    },
  ];

/** Non-content routes from spec section 2 that page bodies may link to. */
const STORE_ROUTES = new Set([
  "/",
  "/signup",
  "/login",
  "/forgot-password",
  "/cart",
  "/my-account",
  "/my-account/wishlist",
  "/my-account/orders",
  "/gift-cards",
  "/masks",
  "/bags/all-bags",
  "/limited-edition",
  "/sample-sale",
  "/rtw-selection",
  "/materials",
  "/customize",
  "/splash-of-summer",
  // Issue 37: the privacy notice links to the opt-out page.
  "/do-not-sell-or-share",
]);

/** The store's own visibility rule (spec section 5), applied to seed flags. */
function isVisible(page: Flags, production: boolean): boolean {
  const flag = (value: boolean) => (value ? 1 : 0);
  return isContentVisible(
    {
      published: flag(page.published),
      private: flag(page.private),
      production_ready: flag(page.productionReady),
      global: flag(page.global),
    },
    production,
  );
}

function bySlug(slug: string): SeedContentPage {
  const page = contentPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No page with slug ${slug}`);
  return page;
}

function blocks(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
}

const headings = (body: string) => body.split("\n").filter((line) => /^#{2,6} \S/.test(line));
const paragraphs = (body: string) =>
  blocks(body).filter((b) => !/^(#{1,6} |[-*+] |\d+\. |!\[|>|\|)/.test(b));
const images = (body: string) =>
  [...body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => ({
    alt: m[1] ?? "",
    src: m[2] ?? "",
  }));
const links = (body: string) =>
  [...body.matchAll(/(?<!!)\[[^\]]+\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");

const fileOf = (src: string) => src.replace(/^\/images\/content\//, "");

describe("seed content pages", () => {
  it("has unique, well-formed slugs", () => {
    const slugs = contentPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs)
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    // /splash-of-summer renders the laptop-sleeve page, so it has no record of its own.
    expect(slugs).not.toContain("splash-of-summer");
  });

  it.each(Object.entries(REQUIRED))(
    "has the required page %s exactly once, live in production",
    (slug, collection) => {
      const matches = contentPages.filter((p) => p.slug === slug);
      expect(matches).toHaveLength(1);
      const page = bySlug(slug);
      expect(page.collection).toBe(collection);
      expect(page.published).toBe(true);
      expect(page.private).toBe(false);
      expect(page.productionReady || page.global).toBe(true);
      expect(page.heroImage).not.toBeNull();
      expect(isVisible(page, true)).toBe(true);
      expect(images(page.body).length).toBeGreaterThanOrEqual(1);
    },
  );

  it("marks the legal and footer pages global", () => {
    for (const slug of GLOBAL_SLUGS) expect(bySlug(slug).global).toBe(true);
  });

  it.each(VISIBILITY_CASES)(
    "has the visibility page $slug with its flags",
    ({ slug, flags, production, elsewhere }) => {
      const page = bySlug(slug);
      expect({
        published: page.published,
        private: page.private,
        productionReady: page.productionReady,
        global: page.global,
      }).toEqual(flags);
      expect(isVisible(page, true)).toBe(production);
      expect(isVisible(page, false)).toBe(elsewhere);
    },
  );

  it("has only required pages and visibility pages", () => {
    const known = new Set([...Object.keys(REQUIRED), ...VISIBILITY_CASES.map((c) => c.slug)]);
    expect(contentPages.map((p) => p.slug).filter((s) => !known.has(s))).toEqual([]);
  });

  it.each(contentPages.map((p) => [p.slug, p] as const))(
    "%s has a structured body",
    (_slug, page) => {
      expect(page.title.trim().length).toBeGreaterThan(0);
      expect(headings(page.body).length).toBeGreaterThanOrEqual(2);
      expect(paragraphs(page.body).length).toBeGreaterThanOrEqual(3);
      // The page title is the h1; bodies start at h2.
      expect(page.body.split("\n").filter((line) => /^# /.test(line))).toEqual([]);
      for (const image of images(page.body)) {
        expect(image.alt.trim().length).toBeGreaterThan(0);
        expect(image.src).toMatch(/^\/images\/content\/[a-z0-9-]+\.svg$/);
      }
    },
  );

  it("gives the pages with a hero a content image as their hero", () => {
    const heroes = contentPages.flatMap((p) => (p.heroImage === null ? [] : [p.heroImage]));
    expect(heroes.length).toBeGreaterThan(0);
    for (const hero of heroes) expect(hero).toMatch(/^\/images\/content\/[a-z0-9-]+\.svg$/);
  });

  it.each(contentPages.map((p) => [p.slug, p] as const))(
    "%s has metadata within limits",
    (_slug, page) => {
      expect(page.metaTitle.length).toBeGreaterThan(0);
      expect(page.metaTitle.length).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(50);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
      const keywords = page.metaKeywords.split(",").map((k) => k.trim());
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      for (const keyword of keywords) expect(keyword.length).toBeGreaterThan(0);
    },
  );

  it("links only to store routes and pages that are visible where the linking page is", () => {
    const problems: string[] = [];
    for (const page of contentPages) {
      for (const href of links(page.body)) {
        if (href.startsWith("mailto:")) {
          if (!href.endsWith("@atelier-ardent.example")) problems.push(`${page.slug}: ${href}`);
          continue;
        }
        if (STORE_ROUTES.has(href)) continue;
        const target = contentPages.find((p) => `/${p.slug}` === href);
        if (!target) problems.push(`${page.slug}: unknown link ${href}`);
        else if (isVisible(page, true) && !isVisible(target, true))
          problems.push(`${page.slug}: links to hidden ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("content images", () => {
  let publicDir = "";
  let firstRun = { written: 0, unchanged: 0 };

  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(os.tmpdir(), "content-images-"));
    firstRun = await buildContentImages(publicDir);
  });

  afterAll(async () => {
    if (publicDir) await rm(publicDir, { recursive: true, force: true });
  });

  const outFile = (file: string) => path.join(publicDir, "images", "content", file);

  it("writes every image and then skips unchanged files", async () => {
    expect(firstRun).toEqual({ written: contentImages.length, unchanged: 0 });
    expect(await buildContentImages(publicDir)).toEqual({
      written: 0,
      unchanged: contentImages.length,
    });
    expect((await readdir(path.join(publicDir, "images", "content"))).sort()).toEqual(
      contentImages.map((i) => i.file).sort(),
    );
  });

  it("generates every image the pages reference, heroes at 1600x900", async () => {
    const missing: string[] = [];
    for (const page of contentPages) {
      const refs = [
        ...images(page.body).map((i) => i.src),
        ...(page.heroImage ? [page.heroImage] : []),
      ];
      for (const src of refs) {
        const svg = await readFile(outFile(fileOf(src)), "utf8").catch(() => null);
        if (svg === null) missing.push(`${page.slug}: ${src}`);
      }
    }
    expect(missing).toEqual([]);
    const heroes = contentPages.flatMap((p) => (p.heroImage ? [p.heroImage] : []));
    expect(heroes.length).toBeGreaterThan(0);
    for (const hero of heroes) {
      const svg = await readFile(outFile(fileOf(hero)), "utf8").catch(() => "");
      expect(svg).toMatch(/^<svg [^>]*width="1600" height="900"/);
    }
  });

  it("generates no image that no page uses", () => {
    const used = new Set(
      contentPages.flatMap((p) => [
        ...images(p.body).map((i) => fileOf(i.src)),
        ...(p.heroImage ? [fileOf(p.heroImage)] : []),
      ]),
    );
    expect(contentImages.map((i) => i.file).filter((f) => !used.has(f))).toEqual([]);
  });

  it("writes well-formed, accessible SVG", async () => {
    for (const spec of contentImages) {
      const svg = await readFile(outFile(spec.file), "utf8");
      const size = spec.size === "hero" ? 'width="1600" height="900"' : 'width="800" height="600"';
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" ${size}`)).toBe(true);
      expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      expect(svg).toContain("<title");
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    }
  });
});
