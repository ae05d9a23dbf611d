import { artworkPaths } from "@/lib/catalogue/artwork-paths";
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { indexProduct } from "./catalogue-index";
import { createDesignView } from "./design";
import type { ConfiguratorState } from "./types";

/** One image of the stack: its path, stacking order and the component it draws. */
export type Layer = { src: string; z: number; component: string };

/**
 * The stacked images of the current design for one view: the base first, then every chosen
 * variant and option of the components that are part of the design, by z_index. The starting
 * look (lib/configurator/default-look.ts) is this function on initialState, so the first paint and
 * the configurator never disagree.
 */
export function layersFor(
  product: ConfigurableProduct,
  state: ConfiguratorState,
  view: string,
): Layer[] {
  const index = indexProduct(product);
  const design = createDesignView(index, state);
  const layers: Layer[] = [];
  for (const component of index.ordered) {
    if (!design.isIncluded(component.id)) continue;
    const layer = component.layers.find((l) => l.view === view);
    if (!layer) continue;
    for (const variantId of state.variants[component.id] ?? []) {
      const owner = index.variantOwner.get(variantId);
      if (owner?.component.id !== component.id) continue;
      const color = owner.variant.material_color;
      layers.push({
        src: artworkPaths.variantLayer(
          product.name,
          view,
          component.key,
          color.material.name,
          color.name,
        ),
        z: layer.z_index,
        component: component.key,
      });
    }
    for (const optionId of state.options[component.id] ?? []) {
      const owner = index.optionOwner.get(optionId);
      if (owner?.component.id !== component.id) continue;
      layers.push({
        src: artworkPaths.optionLayer(product.name, view, component.key, owner.option.name),
        z: layer.z_index,
        component: component.key,
      });
    }
  }
  // Array.prototype.sort is stable, so equal z keeps walk order.
  layers.sort((a, b) => a.z - b.z);
  return [{ src: artworkPaths.base(product.name, view), z: -1, component: "base" }, ...layers];
}
