import type { CatalogueComponent } from "@/lib/catalogue/types";
import { groupOf, kindOf, membersOf, type CatalogueIndex } from "./catalogue-index";
import { PERSONALIZATION_PLACEHOLDER } from "./constants";
import type { ConfiguratorState } from "./types";

/**
 * Read-only questions about one state of one product: which components are offered (active),
 * chosen, and part of the design. Answers are memoised because conditions chain through each other.
 */
export type DesignView = {
  isActive: (componentId: string) => boolean;
  isChosen: (componentId: string) => boolean;
  /** Part of the bag being made: priced, drawn, and (if personalizable) needing personalization. */
  isIncluded: (componentId: string) => boolean;
  personalizationRequired: (component: CatalogueComponent) => boolean;
};

export function hasPersonalizationText(text: string | undefined): boolean {
  const trimmed = (text ?? "").trim();
  return trimmed !== "" && trimmed !== PERSONALIZATION_PLACEHOLDER;
}

export function createDesignView(index: CatalogueIndex, state: ConfiguratorState): DesignView {
  const active = new Map<string, boolean>();
  const chosen = new Map<string, boolean>();
  // Catalogue data could (wrongly) contain a cycle of conditions; a component on the current
  // path counts as not offered, which breaks the cycle instead of overflowing the stack.
  const visiting = new Set<string>();

  function isChosen(componentId: string): boolean {
    const memo = chosen.get(componentId);
    if (memo !== undefined) return memo;
    const component = index.byId.get(componentId);
    let result = false;
    if (component && !visiting.has(componentId)) {
      visiting.add(componentId);
      const kind = kindOf(component);
      if (kind === "optional") result = state.answers[componentId] === true;
      else if (kind === "selectable-option") result = (state.options[componentId] ?? []).length > 0;
      else if (kind === "container" || kind === "selectable-group") {
        result = membersOf(index, componentId).some((m) => isActive(m.id) && isChosen(m.id));
      } else if (component.variants.length === 0) result = true;
      else result = (state.variants[componentId] ?? []).length > 0;
      visiting.delete(componentId);
    }
    chosen.set(componentId, result);
    return result;
  }

  function conditionsHold(component: CatalogueComponent): boolean {
    const entries = component.conditionables.filter(
      (c) => c.requires_component_id !== null || c.requires_option_id !== null,
    );
    if (entries.length === 0) return true;
    // Any-of across entries; both fields within one entry must hold together.
    return entries.some((entry) => {
      const requiredComponent = entry.requires_component_id;
      if (requiredComponent !== null) {
        if (!isActive(requiredComponent) || !isChosen(requiredComponent)) return false;
      }
      const requiredOption = entry.requires_option_id;
      if (requiredOption !== null) {
        const owner = index.optionOwner.get(requiredOption);
        if (!owner || !isActive(owner.component.id)) return false;
        if (!(state.options[owner.component.id] ?? []).includes(requiredOption)) return false;
      }
      return true;
    });
  }

  function gatesAllow(componentId: string): boolean {
    const trues = index.trueGates.get(componentId) ?? [];
    const broughtIn = trues.some((id) => state.answers[id] === true && isActive(id));
    if (trues.length > 0 && !broughtIn) return false;
    const falses = index.falseGates.get(componentId) ?? [];
    const settled = falses.some((id) => state.answers[id] === false && isActive(id));
    return broughtIn || !settled;
  }

  function isActive(componentId: string): boolean {
    const memo = active.get(componentId);
    if (memo !== undefined) return memo;
    const component = index.byId.get(componentId);
    let result = false;
    if (component && !visiting.has(componentId)) {
      visiting.add(componentId);
      const parentOk = component.parent_id === null || isActive(component.parent_id);
      result = parentOk && gatesAllow(componentId) && conditionsHold(component);
      visiting.delete(componentId);
    }
    active.set(componentId, result);
    return result;
  }

  function isIncluded(componentId: string): boolean {
    const component = index.byId.get(componentId);
    if (!component || !isActive(componentId)) return false;
    // A required component is part of every bag; inside a selectable group only the picked member is.
    if (kindOf(component) === "required" && !groupOf(index, component)) return true;
    return isChosen(componentId);
  }

  function personalizationRequired(component: CatalogueComponent): boolean {
    return component.personalizable !== null && isIncluded(component.id);
  }

  return { isActive, isChosen, isIncluded, personalizationRequired };
}
