import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { groupOf, indexProduct, kindOf, membersOf } from "./catalogue-index";
import { createDesignView } from "./design";
import type { ConfiguratorState, NextStep, Step } from "./types";
import { validationIssues } from "./validate";

function stepKey(step: Step): string {
  return step.kind === "component" ? `c:${step.componentId}` : `p:${step.personalizableId}`;
}

/**
 * The walkthrough, in walk order: one step per offered component (a container is only a
 * heading, so its members are steps; a selectable group is one step for all its members), each
 * personalization right after the component it belongs to.
 */
export function stepsFor(product: ConfigurableProduct, state: ConfiguratorState): Step[] {
  const index = indexProduct(product);
  const view = createDesignView(index, state);
  const steps: Step[] = [];
  const personalizationOf = (componentId: string) => {
    const component = index.byId.get(componentId);
    const personalizable = component?.personalizable;
    if (component && personalizable && view.personalizationRequired(component)) {
      steps.push({ kind: "personalization", personalizableId: personalizable.id, componentId });
    }
  };
  for (const component of index.ordered) {
    const kind = kindOf(component);
    if (!view.isActive(component.id) || kind === "container" || groupOf(index, component)) {
      continue;
    }
    steps.push({ kind: "component", componentId: component.id });
    personalizationOf(component.id);
    if (kind === "selectable-group") {
      for (const member of membersOf(index, component.id)) personalizationOf(member.id);
    }
  }
  return steps;
}

/**
 * Where the primary button ("Next Selection") goes: the next step after the current selection
 * that still has a failing rule, wrapping round to earlier steps; "add-to-cart" once none has.
 */
export function nextStep(product: ConfigurableProduct, state: ConfiguratorState): NextStep {
  const index = indexProduct(product);
  const steps = stepsFor(product, state);
  const pending = new Set<string>();
  for (const issue of validationIssues(product, state)) {
    const onPersonalization =
      issue.personalizableId !== undefined &&
      issue.rule !== "hardware" &&
      issue.rule !== "components";
    if (onPersonalization && issue.personalizableId !== undefined) {
      pending.add(`p:${issue.personalizableId}`);
      continue;
    }
    const component = index.byId.get(issue.componentId);
    const group = component ? groupOf(index, component) : undefined;
    pending.add(`c:${group?.id ?? issue.componentId}`);
  }
  const selection = state.selection;
  const current =
    selection === null
      ? -1
      : steps.findIndex((step) =>
          selection.kind === "component"
            ? step.kind === "component" && step.componentId === selection.componentId
            : step.kind === "personalization" &&
              step.personalizableId === selection.personalizableId,
        );
  for (let offset = 1; offset <= steps.length; offset++) {
    const step = steps[(current + offset + steps.length) % steps.length];
    if (step && pending.has(stepKey(step))) return step;
  }
  return { kind: "add-to-cart" };
}
