import { artworkPaths } from "./artwork-paths";
import type { CatalogueComponent, CatalogueProductDetail } from "./types";

export type Layer = { src: string; z: number; component: string };

/** Components a bag shows before the shopper chooses anything: required ones, not conditional. */
function shownByDefault(component: CatalogueComponent): boolean {
  const type = component.component_type.name;
  return (
    (type === "required" || type === "selectable-option") && component.conditionables.length === 0
  );
}

/**
 * The layer stack of a bag's starting look for one view: the base, then each default component
 * with its first variant (or first option), in z order. The configurator starts from the same look.
 */
export function defaultLayers(product: CatalogueProductDetail, view: string): Layer[] {
  const layers: Layer[] = [
    { src: artworkPaths.base(product.name, view), z: -1, component: "base" },
  ];
  for (const component of product.components) {
    if (!shownByDefault(component)) continue;
    const layer = component.layers.find((l) => l.view === view);
    if (!layer) continue;
    const variant = component.variants[0];
    const option = component.selectable_options[0];
    const src = variant
      ? artworkPaths.variantLayer(
          product.name,
          view,
          component.key,
          variant.material_color.material.name,
          variant.material_color.name,
        )
      : option
        ? artworkPaths.optionLayer(product.name, view, component.key, option.name)
        : null;
    if (src) layers.push({ src, z: layer.z_index, component: component.key });
  }
  return layers.sort((a, b) => a.z - b.z);
}
