import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/types";
import { contentPages, retailers, retailStores } from "../db/schema";
import { loadComponents, loadMaterialColors } from "./load-components";
import { loadCategories, loadProducts } from "./load-products";
import { CATALOGUE_FILES } from "./paths";
import { publishCatalogue } from "./shared-store";
import type {
  CatalogueContentPage,
  CatalogueManifest,
  CatalogueProductDetail,
  CatalogueRetailStore,
} from "./types";

export type BuildResult = {
  written: number;
  unchanged: number;
  removed: number;
  digest: string;
  /** Whether the shared copy (REDIS_URL) changed version. */
  published: boolean;
};

async function loadRetailStores(db: Db): Promise<CatalogueRetailStore[]> {
  const rows = await db
    .select({ store: retailStores, retailer: retailers })
    .from(retailStores)
    .innerJoin(retailers, eq(retailers.id, retailStores.retailerId))
    .orderBy(asc(retailStores.name));
  return rows.map(({ store, retailer }) => ({
    id: store.id,
    name: store.name,
    label: store.label,
    retailer: { name: retailer.name, label: retailer.label },
  }));
}

/** Private pages never leave the database; the rest is filtered per environment at read time. */
async function loadContentPages(db: Db): Promise<CatalogueContentPage[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.private, false))
    .orderBy(asc(contentPages.slug));
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    collection: p.collection,
    title: p.title,
    body: p.body,
    hero_image: p.heroImage,
    production_ready: p.productionReady ? 1 : 0,
    global: p.global ? 1 : 0,
    published: p.published ? 1 : 0,
    private: 0,
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    meta_keywords: p.metaKeywords,
    updated_at: p.updatedAt.toISOString(),
  }));
}

/** Writes only files whose bytes changed (atomically), and deletes files of removed products. */
async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const existing = await readFile(file, "utf8").catch(() => null);
  if (existing === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, content);
  await rename(tmp, file);
  return true;
}

/**
 * Whether the "under 21 days" claim holds now for these bags. The rule, and the atelier's queue
 * it reads, sit above the catalogue (lib/delivery/claim-check.ts): the catalogue only publishes
 * the answer, with every build, so every caller hands the check in.
 */
export type DeliveryClaimCheck = (
  db: Db,
  bags: readonly CatalogueProductDetail[],
  now: Date,
) => Promise<boolean>;

/** Builds the published catalogue JSON under `dir` from the database. */
export async function buildCatalogue(
  db: Db,
  dir: string,
  claimHolds: DeliveryClaimCheck,
): Promise<BuildResult> {
  const now = new Date();
  const [products, componentsByProduct, categories, stores, colors, pages] = await Promise.all([
    loadProducts(db),
    loadComponents(db),
    loadCategories(db),
    loadRetailStores(db),
    loadMaterialColors(db),
    loadContentPages(db),
  ]);

  const files = new Map<string, string>();
  const put = (name: string, value: unknown) => files.set(name, `${JSON.stringify(value)}\n`);
  put(CATALOGUE_FILES.products, products);
  put(CATALOGUE_FILES.categories, categories);
  put(CATALOGUE_FILES.retailStores, stores);
  put(CATALOGUE_FILES.materialColors, colors);
  put(CATALOGUE_FILES.contentPages, pages);
  const details = products.map((product) => ({
    ...product,
    components: componentsByProduct.get(product.id) ?? [],
  }));
  for (const detail of details) put(CATALOGUE_FILES.product(detail.name), detail);
  // Only the answer is published (no date), so a rebuild changes the file only when it flips.
  put(CATALOGUE_FILES.deliveryClaim, { holds: await claimHolds(db, details, now) });

  const hash = createHash("sha256");
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(name).update("\0").update(content);
  }
  const digest = hash.digest("hex").slice(0, 16);
  const manifest: CatalogueManifest = {
    version: 1,
    digest,
    counts: {
      products: products.length,
      categories: categories.length,
      contentPages: pages.length,
    },
  };
  put(CATALOGUE_FILES.manifest, manifest);

  let written = 0;
  let unchanged = 0;
  for (const [name, content] of files) {
    if (await writeIfChanged(path.join(dir, name), content)) written += 1;
    else unchanged += 1;
  }

  // Several servers: the shared copy is what they read (a no-op without REDIS_URL).
  const published = await publishCatalogue(files, digest);

  let removed = 0;
  const productDir = path.join(dir, "products");
  for (const entry of await readdir(productDir).catch(() => [] as string[])) {
    if (!files.has(`products/${entry}`)) {
      await rm(path.join(productDir, entry), { force: true });
      removed += 1;
    }
  }
  return { written, unchanged, removed, digest, published };
}
