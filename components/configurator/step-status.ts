import type { CatalogueComponent, ConfigurableProduct } from "@/lib/catalogue/types";
import {
  indexProduct,
  validationIssues,
  type ConfiguratorState,
  type Step,
  type ValidationIssue,
} from "@/lib/configurator";
import { groupOf } from "@/lib/configurator/catalogue-index";

export function stepKey(step: Step): string {
  return step.kind === "component" ? `c:${step.componentId}` : `p:${step.personalizableId}`;
}

/**
 * The step an issue belongs to. Mirrors nextStep's mapping (lib/configurator/steps.ts) so the
 * progress count and the primary button never disagree about what is still open.
 */
export function stepKeyOfIssue(product: ConfigurableProduct, issue: ValidationIssue): string {
  const onPersonalization =
    issue.personalizableId !== undefined &&
    issue.rule !== "hardware" &&
    issue.rule !== "components";
  if (onPersonalization && issue.personalizableId !== undefined) {
    return `p:${issue.personalizableId}`;
  }
  const index = indexProduct(product);
  const component = index.byId.get(issue.componentId);
  const group = component ? groupOf(index, component) : undefined;
  return `c:${group?.id ?? issue.componentId}`;
}

/** Keys of the steps that still fail a rule. */
export function pendingStepKeys(
  product: ConfigurableProduct,
  state: ConfiguratorState,
): ReadonlySet<string> {
  return new Set(validationIssues(product, state).map((i) => stepKeyOfIssue(product, i)));
}

export function componentOf(
  product: ConfigurableProduct,
  componentId: string,
): CatalogueComponent | undefined {
  return indexProduct(product).byId.get(componentId);
}

export function stepLabel(product: ConfigurableProduct, step: Step): string {
  const name = componentOf(product, step.componentId)?.display_name ?? "";
  return step.kind === "component" ? name : `Personalization · ${name}`;
}

/** A short line of what is chosen for a step, shown under its name in the list. */
export function stepSummary(
  product: ConfigurableProduct,
  state: ConfiguratorState,
  step: Step,
): string {
  const index = indexProduct(product);
  if (step.kind === "personalization") {
    const entry = state.personalizations[step.personalizableId];
    if (!entry || entry.text.trim() === "") return "Not started";
    return entry.complete ? `“${entry.text}”` : `“${entry.text}” · not confirmed`;
  }
  const component = index.byId.get(step.componentId);
  if (!component) return "";
  const ids = [component.id, ...(index.members.get(component.id) ?? []).map((m) => m.id)];
  const parts: string[] = [];
  for (const id of ids) {
    for (const variantId of state.variants[id] ?? []) {
      const color = index.variantOwner.get(variantId)?.variant.material_color;
      if (color) parts.push(`${color.label} ${color.material.label.toLowerCase()}`);
    }
    for (const optionId of state.options[id] ?? []) {
      const option = index.optionOwner.get(optionId)?.option;
      if (option) parts.push(option.label);
    }
    const answer = state.answers[id];
    const member = index.byId.get(id);
    if (answer !== undefined && member && parts.length === 0) {
      parts.push(answer ? `${member.display_name}: yes` : `${member.display_name}: no`);
    }
  }
  return parts.length > 0 ? parts.join(", ") : "Not chosen";
}
