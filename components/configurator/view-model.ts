import { artworkPaths } from "@/lib/catalogue/artwork-paths";
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { indexProduct } from "@/lib/configurator/catalogue-index";
import { createDesignView } from "@/lib/configurator/design";
import { encodeState } from "@/lib/configurator/design-string";
import { layersFor } from "@/lib/configurator/layers";
import { priceOf } from "@/lib/configurator/price";
import { nextStep, stepsFor } from "@/lib/configurator/steps";
import type { ConfiguratorState, Step } from "@/lib/configurator/types";
import { pendingStepKeys, stepKey, stepLabel, stepSummary } from "./step-status";

/** Personalization text drawn where the component's layer says, in its chosen finish. */
type PreviewLabel = {
  id: string;
  text: string;
  x: number;
  y: number;
  position: string;
  color: string;
};

export type StepView = {
  key: string;
  label: string;
  summary: string;
  complete: boolean;
  selected: boolean;
};

/**
 * What the configurator shows of one design in one view: everything its page draws, worked out
 * from the product and the design. The server sends this for the first paint (issue 27: no
 * product in the HTML); once the product has arrived the browser works it out the same way.
 */
export type ConfiguratorView = {
  /** The design in its URL form. */
  encoded: string;
  price: number;
  /** The stacked images, bottom first. */
  layers: { src: string; component: string }[];
  labels: PreviewLabel[];
  /** The selected step's alternatives in this view, fetched ahead so a swatch swaps at once. */
  preload: string[];
  steps: StepView[];
  /** Every step answered: the primary button adds to the bag. */
  readyToAdd: boolean;
};

/** The product's own words and names the page shows, whatever the design. */
export type ProductFacts = Pick<
  ConfigurableProduct,
  "id" | "name" | "label" | "sku" | "details" | "views"
>;

export const productFacts = ({
  id,
  name,
  label,
  sku,
  details,
  views,
}: ConfigurableProduct): ProductFacts => ({ id, name, label, sku, details, views });

function choiceLayers(product: ConfigurableProduct, state: ConfiguratorState, view: string) {
  const index = indexProduct(product);
  const selection = state.selection;
  const id =
    selection?.kind === "component"
      ? selection.componentId
      : selection?.kind === "personalization"
        ? index.personalizableOwner.get(selection.personalizableId)?.id
        : undefined;
  if (!id) return [];
  const components = [index.byId.get(id), ...(index.members.get(id) ?? [])];
  const sources: string[] = [];
  for (const component of components) {
    if (!component?.layers.some((l) => l.view === view)) continue;
    for (const variant of component.variants) {
      const color = variant.material_color;
      sources.push(
        artworkPaths.variantLayer(
          product.name,
          view,
          component.key,
          color.material.name,
          color.name,
        ),
      );
    }
    for (const option of component.selectable_options) {
      sources.push(artworkPaths.optionLayer(product.name, view, component.key, option.name));
    }
  }
  return sources;
}

function labelsFor(
  product: ConfigurableProduct,
  state: ConfiguratorState,
  view: string,
): PreviewLabel[] {
  const index = indexProduct(product);
  const design = createDesignView(index, state);
  return index.ordered.flatMap((component) => {
    const personalizable = component.personalizable;
    const entry = personalizable ? state.personalizations[personalizable.id] : undefined;
    if (!personalizable || !entry || entry.text.trim() === "" || !design.isIncluded(component.id)) {
      return [];
    }
    const layer = component.layers.find((l) => l.view === view);
    if (!layer) return [];
    const chosen = (state.variants[component.id] ?? [])[0];
    const hex = chosen ? index.variantOwner.get(chosen)?.variant.material_color.hex : undefined;
    return [
      {
        id: personalizable.id,
        text: entry.type === "initials" ? entry.text.toUpperCase() : entry.text,
        x: layer.label_x_position,
        y: layer.label_y_position,
        position: personalizable.position_type,
        color: hex ?? "#c9a24a",
      },
    ];
  });
}

function isSelected(state: ConfiguratorState, step: Step): boolean {
  const selection = state.selection;
  if (!selection) return false;
  return step.kind === "component"
    ? selection.kind === "component" && selection.componentId === step.componentId
    : selection.kind === "personalization" && selection.personalizableId === step.personalizableId;
}

export function viewOf(
  product: ConfigurableProduct,
  state: ConfiguratorState,
  view: string,
): ConfiguratorView {
  const pending = pendingStepKeys(product, state);
  return {
    encoded: encodeState(state),
    price: priceOf(product, state),
    layers: layersFor(product, state, view).map(({ src, component }) => ({ src, component })),
    labels: labelsFor(product, state, view),
    preload: choiceLayers(product, state, view),
    steps: stepsFor(product, state).map((step) => ({
      key: stepKey(step),
      label: stepLabel(product, step),
      summary: stepSummary(product, state, step),
      complete: !pending.has(stepKey(step)),
      selected: isSelected(state, step),
    })),
    readyToAdd: nextStep(product, state).kind === "add-to-cart",
  };
}
