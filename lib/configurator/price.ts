import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { indexProduct, kindOf } from "./catalogue-index";
import { DEFAULT_PRICE } from "./constants";
import { createDesignView, hasPersonalizationText } from "./design";
import type { ConfiguratorState } from "./types";

export type PriceLine = {
  /** Mirrors the configured product's configurable_type (spec 3), plus the base and personalization. */
  kind: "base" | "variant" | "component" | "option" | "personalization";
  /** Product, variant, component, option or personalizable id. */
  id: string;
  componentId: string | null;
  cents: number;
};

/** Catalogue prices are integer cents; anything else (negative, fractional, NaN) counts as 0. */
function cents(value: unknown): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function startingPrice(product: ConfigurableProduct): number {
  const start = cents(product.starting_price);
  return start > 0 ? start : DEFAULT_PRICE;
}

/**
 * Every priced element of the design. Runs on the server too, which recomputes the price from
 * the design and ignores any price the browser sends.
 */
export function priceLines(product: ConfigurableProduct, state: ConfiguratorState): PriceLine[] {
  const index = indexProduct(product);
  const view = createDesignView(index, state);
  const lines: PriceLine[] = [
    { kind: "base", id: product.id, componentId: null, cents: startingPrice(product) },
  ];
  for (const component of index.ordered) {
    const id = component.id;
    if (!view.isIncluded(id)) continue;
    const kind = kindOf(component);
    // The component's own price is for extras (optional, or a picked group member).
    if (kind !== "container" && kind !== "selectable-group" && cents(component.price) > 0) {
      lines.push({ kind: "component", id, componentId: id, cents: cents(component.price) });
    }
    for (const variantId of state.variants[id] ?? []) {
      const owner = index.variantOwner.get(variantId);
      if (owner?.component.id !== id) continue;
      lines.push({
        kind: "variant",
        id: variantId,
        componentId: id,
        cents: cents(owner.variant.price),
      });
    }
    for (const optionId of state.options[id] ?? []) {
      const owner = index.optionOwner.get(optionId);
      if (owner?.component.id !== id) continue;
      lines.push({
        kind: "option",
        id: optionId,
        componentId: id,
        cents: cents(owner.option.price),
      });
    }
    const personalizable = component.personalizable;
    const entry = personalizable ? state.personalizations[personalizable.id] : undefined;
    if (personalizable && entry && hasPersonalizationText(entry.text)) {
      lines.push({
        kind: "personalization",
        id: personalizable.id,
        componentId: id,
        cents: cents(personalizable.price),
      });
    }
  }
  return lines;
}

/** The design's price in integer cents. */
export function priceOf(product: ConfigurableProduct, state: ConfiguratorState): number {
  return priceLines(product, state).reduce((sum, line) => sum + line.cents, 0);
}
