import "server-only";
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CATALOGUE_FILES, catalogueDir } from "./paths";
import { readSharedJsonAt, sharedCatalogueVersion } from "./shared-store";
import type {
  CatalogueCategory,
  CatalogueContentPage,
  CatalogueMaterialColor,
  CatalogueProduct,
  CatalogueProductDetail,
  CatalogueRetailStore,
} from "./types";
import { isCatalogueProductVisible, isStockProductVisible } from "./visibility";

export class CatalogueMissingError extends Error {}

/**
 * The catalogue comes from Redis when several servers share one (lib/catalogue/shared-store.ts),
 * else from the local folder. Parsed files kept per process and re-read when the file changes (the build replaces files by
 * rename, so a new mtime means new content): API handlers read the cache on every request.
 * The check is a synchronous stat: the file's metadata is in the kernel's cache, and the
 * promise version's trip through libuv's thread pool cost more than the call itself (7% of the
 * CPU of a cart read answered from its cache, issue 27).
 */
const parsed = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * The shared catalogue's version to read several files from (one Redis read for all of them, and
 * all from the same build); `undefined`: the local folder.
 */
type Version = { digest: string | undefined };
const catalogueVersion = async (): Promise<Version> => ({ digest: await sharedCatalogueVersion() });

async function readJson<T>(file: string, version?: Version): Promise<T> {
  const { digest } = version ?? (await catalogueVersion());
  const shared = digest === undefined ? undefined : await readSharedJsonAt<T>(digest, file);
  if (shared === null) throw new CatalogueMissingError(`The shared catalogue has no ${file}.`);
  if (shared !== undefined) return shared;
  const full = path.join(catalogueDir(), file);
  try {
    const { mtimeMs } = statSync(full);
    const hit = parsed.get(full);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    const value = JSON.parse(await readFile(full, "utf8")) as T;
    parsed.set(full, { mtimeMs, value });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new CatalogueMissingError(
        `Catalogue cache file ${full} is missing: run \`npm run db:seed\` or \`npm run catalogue:build\`.`,
      );
    }
    throw error;
  }
}

export const readAllProducts = () => readJson<CatalogueProduct[]>(CATALOGUE_FILES.products);
export const readCategories = () => readJson<CatalogueCategory[]>(CATALOGUE_FILES.categories);
export const readRetailStores = () =>
  readJson<CatalogueRetailStore[]>(CATALOGUE_FILES.retailStores);
export const readMaterialColors = () =>
  readJson<CatalogueMaterialColor[]>(CATALOGUE_FILES.materialColors);
export const readContentPages = () =>
  readJson<CatalogueContentPage[]>(CATALOGUE_FILES.contentPages);

/**
 * Whether pages may say "delivered in under 21 days" (published with the catalogue, rechecked as
 * orders come in: lib/delivery/claim-state.ts). A catalogue without the file says nothing of it:
 * the pages then show the wording that is always true.
 */
export async function readDeliveryClaim(): Promise<{ holds: boolean }> {
  try {
    const claim = await readJson<{ holds?: unknown } | null>(CATALOGUE_FILES.deliveryClaim);
    return { holds: claim?.holds === true };
  } catch (error) {
    if (error instanceof CatalogueMissingError) return { holds: false };
    throw error;
  }
}

const bagsOf = new WeakMap<CatalogueProduct[], Promise<CatalogueProductDetail[]>>();

/** Every made-to-order bag on sale in some store, with its components (the claim's input). */
export async function publishedBags(): Promise<CatalogueProductDetail[]> {
  const all = await readAllProducts();
  let bags = bagsOf.get(all);
  if (!bags) {
    bags = Promise.all(
      all
        .filter((p) => p.enabled === 1 && p.product_type.name === "custom-handbag")
        .map((p) => readJson<CatalogueProductDetail>(CATALOGUE_FILES.product(p.name))),
    );
    bagsOf.set(all, bags);
  }
  return bags;
}

/** Configurable bags this store may show (spec section 5). */
export async function catalogueProductsFor(store: string): Promise<CatalogueProduct[]> {
  return (await readAllProducts()).filter((p) => isCatalogueProductVisible(p, store));
}

export async function stockProductsFor(store: string): Promise<CatalogueProduct[]> {
  return (await readAllProducts()).filter((p) => isStockProductVisible(p, store));
}

/** One product with its components, or null when unknown or not visible in this store. */
export async function productFor(
  store: string,
  name: string,
): Promise<CatalogueProductDetail | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(name)) return null;
  const product = await readJson<CatalogueProductDetail>(CATALOGUE_FILES.product(name)).catch(
    (error: unknown) => {
      if (error instanceof CatalogueMissingError) return null;
      throw error;
    },
  );
  if (!product) return null;
  return isCatalogueProductVisible(product, store) || isStockProductVisible(product, store)
    ? product
    : null;
}

const byIdIndex = new WeakMap<CatalogueProduct[], Map<string, CatalogueProduct>>();

/**
 * A product of the published catalogue by id, whatever its visibility (a cart keeps what it
 * holds), or null when the catalogue has no such product (yet): callers then ask the database.
 */
export const publishedProduct = (id: string): Promise<CatalogueProduct | null> =>
  productById(id, undefined);

async function productById(id: string, version: Version | undefined) {
  const all = await readJson<CatalogueProduct[]>(CATALOGUE_FILES.products, version);
  let index = byIdIndex.get(all);
  if (!index) {
    index = new Map(all.map((product) => [product.id, product]));
    byIdIndex.set(all, index);
  }
  return index.get(id) ?? null;
}

/** The same, with its components (the configurator's data). */
export async function publishedProductDetail(id: string): Promise<CatalogueProductDetail | null> {
  // The list and the product's file of one version: one read of the shared version, not two.
  const version = await catalogueVersion();
  const product = await productById(id, version);
  if (!product) return null;
  const detail = await readJson<CatalogueProductDetail>(
    CATALOGUE_FILES.product(product.name),
    version,
  );
  // The list and the file are replaced one after the other by a rebuild: trust only a match.
  return detail.id === id ? detail : null;
}
