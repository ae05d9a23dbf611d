import { initialState, layersFor, type Layer } from "../configurator";
import type { CatalogueProductDetail } from "./types";

export type { Layer };

/**
 * The layer stack of a bag's starting look for one view: exactly what the configurator shows
 * before the shopper chooses anything.
 */
export function defaultLayers(product: CatalogueProductDetail, view: string): Layer[] {
  return layersFor(product, initialState(product), view);
}
