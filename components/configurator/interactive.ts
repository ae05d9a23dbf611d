// What the configurator needs only once the shopper acts on it: the rules that answer a choice,
// the design's view worked out in the browser, and the panels of the choices. It loads with the
// whole product (./live.ts), so the page's first load carries only what draws the design the
// server worked out (issue 27).
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { nextStep, stepsFor } from "@/lib/configurator/steps";
import type { ConfiguratorState, ValidationIssue } from "@/lib/configurator/types";
import { validateConfiguration } from "@/lib/configurator/validate";
import { componentOf, stepKey, stepKeyOfIssue, stepLabel } from "./step-status";

export { initialState, reduce } from "@/lib/configurator/reducer";
export { encodeState, readDesign } from "@/lib/configurator/design-string";
export { unpackConfigurable } from "@/lib/configurator/wire";
export { ChoicesPanel } from "./choices-panel";
export { PersonalizationPanel } from "./personalization-panel";
export { viewOf } from "./view-model";

/** Where the design's errors show, what is selected, and what the buttons do next. */
export function logicOf(
  product: ConfigurableProduct,
  state: ConfiguratorState,
  lastIssue: ValidationIssue | null,
) {
  const steps = stepsFor(product, state);
  const keys = new Set(steps.map(stepKey));
  const errors = new Map<string, string>();
  for (const [componentId, message] of Object.entries(state.errors)) {
    // The last failed check says which row (component or its personalization) shows the error.
    const issue: ValidationIssue =
      lastIssue?.componentId === componentId
        ? lastIssue
        : { rule: "components", componentId, message };
    const key = stepKeyOfIssue(product, issue);
    const fallback = stepKeyOfIssue(product, { rule: "components", componentId, message });
    errors.set(keys.has(key) ? key : fallback, message);
  }
  const selection = state.selection;
  const selectedComponent =
    selection?.kind === "component" ? componentOf(product, selection.componentId) : undefined;
  const owner =
    selection?.kind === "personalization"
      ? steps.find(
          (s) => s.kind === "personalization" && s.personalizableId === selection.personalizableId,
        )
      : undefined;
  const next = nextStep(product, state);
  return {
    errors,
    selectedComponent,
    ownerComponent: owner ? componentOf(product, owner.componentId) : undefined,
    ownerLabel: owner ? stepLabel(product, owner) : "",
    nextKey: next.kind === "add-to-cart" ? null : stepKey(next),
    check: () => validateConfiguration(product, state),
    keyOf: (issue: ValidationIssue) => stepKeyOfIssue(product, issue),
  };
}
