import type { ConfigurableProduct } from "../catalogue/types";
import { indexProduct } from "./catalogue-index";
import { createDesignView, hasPersonalizationText } from "./design";
import type { ConfiguratorState } from "./types";

export type SummaryLine = {
  componentId: string;
  component: string;
  /** Colour and material labels or option labels; "Included" for a chosen extra without any. */
  choices: string[];
  personalization?: { text: string; type: string };
};

/**
 * What a design is made of, one line per component in the configurator's walk order. Declined
 * extras are left out: the summary lists what the bag has. Shared by the cart, the gallery page
 * and the mails, so a design reads the same everywhere.
 */
export function designSummary(
  product: ConfigurableProduct,
  state: ConfiguratorState,
): SummaryLine[] {
  const index = indexProduct(product);
  const view = createDesignView(index, state);
  const lines: SummaryLine[] = [];
  for (const component of index.ordered) {
    if (!view.isIncluded(component.id)) continue;
    const choices = [
      ...(state.variants[component.id] ?? []).flatMap((id) => {
        const owner = index.variantOwner.get(id);
        return owner?.component.id === component.id ? [owner.variant.material_color.label] : [];
      }),
      ...(state.options[component.id] ?? []).flatMap((id) => {
        const owner = index.optionOwner.get(id);
        return owner?.component.id === component.id ? [owner.option.label] : [];
      }),
    ];
    const entry = component.personalizable
      ? state.personalizations[component.personalizable.id]
      : undefined;
    const personalization =
      entry && hasPersonalizationText(entry.text) ? { text: entry.text, type: entry.type } : null;
    const chosenExtra = state.answers[component.id] === true;
    if (choices.length === 0 && !personalization && !chosenExtra) continue;
    lines.push({
      componentId: component.id,
      component: component.display_name,
      choices: choices.length > 0 ? choices : ["Included"],
      ...(personalization ? { personalization } : {}),
    });
  }
  return lines;
}
