import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { groupOf, holdsVariants, indexProduct, kindOf, selectableTypeOf } from "./catalogue-index";
import {
  FINISH_PARTS,
  MESSAGE_INCOMPLETE_CUSTOMIZATION,
  MESSAGE_PERSONALIZATION_INCOMPLETE,
  MESSAGE_REVIEW_OPTIONS,
  finishComponentMessage,
  hardwareFinishMessage,
} from "./constants";
import { createDesignView, hasPersonalizationText } from "./design";
import type { ConfiguratorState, ValidationIssue } from "./types";

/**
 * Every failing rule of the fully-configured check, in the spec's order (5.1 options, 5.2
 * components, then the hardware-finish rule, 5.3 customization, 5.4 personalization), and
 * within a rule in walk order. The first entry is what the shopper is told.
 */
export function validationIssues(
  product: ConfigurableProduct,
  state: ConfiguratorState,
): ValidationIssue[] {
  const index = indexProduct(product);
  const view = createDesignView(index, state);
  const active = index.ordered.filter((c) => view.isActive(c.id));
  const options: ValidationIssue[] = [];
  const components: ValidationIssue[] = [];
  const hardware: ValidationIssue[] = [];
  const customization: ValidationIssue[] = [];
  const personalization: ValidationIssue[] = [];

  for (const component of active) {
    const id = component.id;
    const kind = kindOf(component);
    // Members of a selectable group are answered by the group's own cardinality, not one by one.
    const inGroup = groupOf(index, component) !== undefined;

    // 5.1: every yes/no question answered and every required option chosen.
    const unanswered = kind === "optional" && !inGroup && state.answers[id] === undefined;
    const noOption =
      kind === "selectable-option" &&
      !inGroup &&
      selectableTypeOf(component) === "required" &&
      (state.options[id] ?? []).length === 0;
    if (unanswered || noOption) {
      options.push({ rule: "options", message: MESSAGE_REVIEW_OPTIONS, componentId: id });
    }

    // 5.2: required (also conditional) components and extras said yes to need a variant;
    // a required selectable group needs a picked member.
    const needsVariant =
      holdsVariants(component) &&
      component.variants.length > 0 &&
      (state.variants[id] ?? []).length === 0 &&
      ((kind === "required" && !inGroup) || view.isChosen(id));
    const emptyGroup =
      kind === "selectable-group" &&
      selectableTypeOf(component) === "required" &&
      !view.isChosen(id);
    if (needsVariant || emptyGroup) {
      components.push({
        rule: "components",
        message: finishComponentMessage(component.display_name),
        componentId: id,
      });
    }

    const personalizable = component.personalizable;
    if (!personalizable || !view.personalizationRequired(component)) continue;
    const entry = state.personalizations[personalizable.id];
    const where = { componentId: id, personalizableId: personalizable.id };

    // Stamped or engraved parts: the personalization is made in a metal or foil, so one of the
    // component's hardware/foil variants must be chosen. Skipped when the catalogue offers none,
    // since the shopper could never satisfy it.
    if (component.part && FINISH_PARTS.includes(component.part.name)) {
      const isFinish = (variantId: string) => {
        const part = index.variantOwner.get(variantId)?.variant.material_color.material.part;
        return part !== null && part !== undefined && FINISH_PARTS.includes(part.name);
      };
      const offered = component.variants.some((v) => isFinish(v.id));
      const chosen = (state.variants[id] ?? []).some(isFinish);
      if (offered && !chosen) {
        hardware.push({
          rule: "hardware",
          message: hardwareFinishMessage(component.display_name),
          ...where,
        });
      }
    }

    // 5.3: text typed but the step not confirmed; 5.4: the step not done at all.
    if (entry && hasPersonalizationText(entry.text) && !entry.complete) {
      customization.push({
        rule: "customization",
        message: MESSAGE_INCOMPLETE_CUSTOMIZATION,
        ...where,
      });
    } else if (!entry || !entry.complete || !hasPersonalizationText(entry.text)) {
      personalization.push({
        rule: "personalization",
        message: MESSAGE_PERSONALIZATION_INCOMPLETE,
        ...where,
      });
    }
  }
  return [...options, ...components, ...hardware, ...customization, ...personalization];
}

/** The fully-configured check: the first failing rule, or null when the bag can go to the cart. */
export function validateConfiguration(
  product: ConfigurableProduct,
  state: ConfiguratorState,
): ValidationIssue | null {
  return validationIssues(product, state)[0] ?? null;
}

export function isFullyConfigured(product: ConfigurableProduct, state: ConfiguratorState): boolean {
  return validateConfiguration(product, state) === null;
}
