import { layersFor, type Layer } from "./layers";
import { initialState } from "./reducer";
import type { CatalogueProductDetail } from "../catalogue/types";

export type { Layer };

/**
 * The layer stack of a bag's starting look for one view: exactly what the configurator shows
 * before the shopper chooses anything.
 */
export function defaultLayers(product: CatalogueProductDetail, view: string): Layer[] {
  return layersFor(product, initialState(product), view);
}
