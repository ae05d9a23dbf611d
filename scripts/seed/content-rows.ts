import { seedId } from "./ids";
import type { SeedRows } from "./rows";
import type { SeedContentPage } from "./content/types";

const PUBLISHED_AT = new Date("2026-03-01T12:00:00Z");

export function contentRows(rows: SeedRows, pages: SeedContentPage[]): void {
  for (const page of pages) {
    rows.contentPages.push({
      id: seedId("content", page.slug),
      slug: page.slug,
      collection: page.collection,
      title: page.title,
      body: page.body,
      heroImage: page.heroImage,
      productionReady: page.productionReady,
      global: page.global,
      published: page.published,
      private: page.private,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      metaKeywords: page.metaKeywords,
      publishedAt: page.published ? PUBLISHED_AT : null,
      createdAt: PUBLISHED_AT,
      updatedAt: PUBLISHED_AT,
    });
  }
}
