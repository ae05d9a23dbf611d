import type { CatalogueProductDetail } from "../catalogue/types";
import { indexProduct } from "../configurator";
import type { ConfiguredProductView } from "../configured-products/present";

export type SummaryLine = {
  componentId: string;
  component: string;
  /** Colour and material labels or option labels; "Included" for a chosen extra without any. */
  choices: string[];
  personalization?: string;
};

const CHOICE_TYPES = new Set(["variant", "selectable_option"]);

/**
 * What the design is made of, one line per component in the configurator's walk order (the
 * stored rows carry no order). Declined extras are left out: the summary lists what the bag has.
 */
export function designSummary(
  product: CatalogueProductDetail,
  view: Pick<ConfiguredProductView, "configurations" | "personalizations">,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const component of indexProduct(product).ordered) {
    const rows = view.configurations.filter((line) => line.component_id === component.id);
    const choices = rows
      .filter((line) => CHOICE_TYPES.has(line.configurable_type))
      .map((line) => line.configurable.label);
    const personalization = view.personalizations.find(
      (text) => text.personalizable.component_id === component.id,
    )?.data.text;
    const chosenExtra = rows.some((line) => line.configurable_type === "optional_true");
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
