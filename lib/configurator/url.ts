import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { indexProduct } from "./catalogue-index";
import { readDesign } from "./design-string";
import { normalize } from "./normalize";
import { initialState } from "./reducer";
import type { ConfiguratorState } from "./types";

export { encodeState } from "./design-string";

/**
 * The state of a URL value. A missing or empty value gives the starting design; anything else is
 * read strictly against this product and never throws.
 */
export function decodeState(
  product: ConfigurableProduct,
  value: string | null | undefined,
): ConfiguratorState {
  if (typeof value !== "string" || value === "") return initialState(product);
  try {
    // normalize() re-applies every rule, so a hand-edited URL cannot produce an impossible design.
    return normalize(indexProduct(product), readDesign(product, value));
  } catch {
    // Defensive only: parse is written not to throw, but a broken URL must never break the page.
    return initialState(product);
  }
}
