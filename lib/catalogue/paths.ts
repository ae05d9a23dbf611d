import "server-only";
import path from "node:path";
import { env } from "../env";

/** `.catalogue/{APP_ENV}`: the environment prefix of spec section 7. */
export function catalogueDir(): string {
  const { CATALOGUE_DIR, APP_ENV } = env();
  return path.resolve(CATALOGUE_DIR, APP_ENV);
}

export const CATALOGUE_FILES = {
  manifest: "manifest.json",
  products: "products.json",
  categories: "categories.json",
  retailStores: "retail-stores.json",
  materialColors: "material-colors.json",
  contentPages: "content-pages.json",
  /** Whether the "under 21 days" claim holds (lib/delivery/claim-state.ts). */
  deliveryClaim: "delivery-claim.json",
  product: (name: string) => `products/${name}.json`,
} as const;
