/** A content or campaign page as authored in code; body is Markdown. */
export type SeedContentPage = {
  /** Path below the site root without leading slash, e.g. `craft`, `journey/hbscny`. */
  slug: string;
  collection: "content" | "campaign" | "journey" | "legal" | "jobs";
  title: string;
  body: string;
  /** Path under /public, e.g. `/images/content/craft-hero.svg`. */
  heroImage: string | null;
  productionReady: boolean;
  global: boolean;
  published: boolean;
  private: boolean;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
};
