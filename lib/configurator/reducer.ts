import type { CatalogueComponent, ConfigurableProduct } from "@/lib/catalogue/types";
import {
  groupOf,
  holdsVariants,
  indexProduct,
  kindOf,
  membersOf,
  selectableTypeOf,
  type CatalogueIndex,
} from "./catalogue-index";
import { createDesignView, hasPersonalizationText } from "./design";
import {
  clampText,
  clearComponent,
  emptyState,
  normalize,
  personalizationType,
  withKey,
  withoutKey,
} from "./normalize";
import type { ConfiguratorAction, ConfiguratorState } from "./types";

/**
 * The starting design (lib/configurator/default-look.ts draws it): every offered required
 * component with its first variant and every required selectable option with its first option.
 * Optional selectable options start empty so the price starts at the product's starting price.
 */
export function initialState(product: ConfigurableProduct): ConfiguratorState {
  const index = indexProduct(product);
  let state = emptyState(product.id);
  for (const component of index.ordered) {
    // Conditions are judged on the design built so far, so a default can unlock the next one.
    const view = createDesignView(index, state);
    if (!view.isActive(component.id) || groupOf(index, component)) continue;
    const kind = kindOf(component);
    const variant = component.variants[0];
    const option = component.selectable_options[0];
    if (kind === "required" && variant) {
      state = { ...state, variants: withKey(state.variants, component.id, [variant.id]) };
    } else if (
      kind === "selectable-option" &&
      selectableTypeOf(component) === "required" &&
      option
    ) {
      state = { ...state, options: withKey(state.options, component.id, [option.id]) };
    }
  }
  return normalize(index, state);
}

/** Picking one member of a single-choice selectable group unpicks its siblings. */
function pickInGroup(
  index: CatalogueIndex,
  state: ConfiguratorState,
  component: CatalogueComponent,
): ConfiguratorState {
  const group = groupOf(index, component);
  if (!group || selectableTypeOf(group) === "multiple") return state;
  let next = state;
  for (const sibling of membersOf(index, group.id)) {
    if (sibling.id !== component.id) next = clearComponent(index, next, sibling);
  }
  return next;
}

/** Any choice made for a component answers its error, not only a variant (the spec's minimum). */
function clearError(state: ConfiguratorState, componentId: string): ConfiguratorState {
  return { ...state, errors: withoutKey(state.errors, componentId) };
}

function apply(
  index: CatalogueIndex,
  state: ConfiguratorState,
  action: ConfiguratorAction,
): ConfiguratorState {
  const view = createDesignView(index, state);
  const activeComponent = (id: string) => {
    const component = index.byId.get(id);
    return component && view.isActive(id) ? component : undefined;
  };
  switch (action.type) {
    case "choose-variant": {
      const component = activeComponent(action.componentId);
      const owner = index.variantOwner.get(action.variantId);
      if (!component || !holdsVariants(component) || owner?.component.id !== component.id) {
        return state;
      }
      const type = owner.variant.material_color.material.material_type_id;
      // Same material type replaces (one leather, one lining fabric...); other types stay.
      const kept = (state.variants[component.id] ?? []).filter(
        (id) =>
          index.variantOwner.get(id)?.variant.material_color.material.material_type_id !== type,
      );
      const base = pickInGroup(index, state, component);
      let next: ConfiguratorState = {
        ...base,
        variants: withKey(base.variants, component.id, [...kept, action.variantId]),
      };
      if (kindOf(component) === "optional") {
        next = { ...next, answers: withKey(next.answers, component.id, true) };
      }
      return clearError(next, component.id);
    }
    case "deselect-variant": {
      const list = state.variants[action.componentId];
      if (!list?.includes(action.variantId)) return state;
      const rest = list.filter((id) => id !== action.variantId);
      const variants =
        rest.length > 0
          ? withKey(state.variants, action.componentId, rest)
          : withoutKey(state.variants, action.componentId);
      return { ...state, variants };
    }
    case "deselect-component": {
      const component = index.byId.get(action.componentId);
      return component ? clearComponent(index, state, component) : state;
    }
    case "answer-optional": {
      const component = activeComponent(action.componentId);
      if (!component || kindOf(component) !== "optional") return state;
      const base = action.value
        ? pickInGroup(index, state, component)
        : clearComponent(index, state, component);
      return clearError(
        { ...base, answers: withKey(base.answers, component.id, action.value) },
        component.id,
      );
    }
    case "select-option": {
      const component = activeComponent(action.componentId);
      const owner = index.optionOwner.get(action.optionId);
      if (!component || owner?.component.id !== component.id) return state;
      const current = state.options[component.id] ?? [];
      const chosen =
        selectableTypeOf(component) === "multiple"
          ? [...current.filter((id) => id !== action.optionId), action.optionId]
          : [action.optionId];
      const base = pickInGroup(index, state, component);
      return clearError(
        { ...base, options: withKey(base.options, component.id, chosen) },
        component.id,
      );
    }
    case "deselect-option": {
      const list = state.options[action.componentId];
      if (!list?.includes(action.optionId)) return state;
      const rest = list.filter((id) => id !== action.optionId);
      const options =
        rest.length > 0
          ? withKey(state.options, action.componentId, rest)
          : withoutKey(state.options, action.componentId);
      return { ...state, options };
    }
    case "select-component":
      return activeComponent(action.componentId)
        ? { ...state, selection: { kind: "component", componentId: action.componentId } }
        : state;
    case "select-personalization": {
      const owner = index.personalizableOwner.get(action.personalizableId);
      return owner && view.isActive(owner.id)
        ? {
            ...state,
            selection: { kind: "personalization", personalizableId: action.personalizableId },
          }
        : state;
    }
    case "clear-selection":
      return { ...state, selection: null };
    case "set-personalization": {
      const owner = index.personalizableOwner.get(action.personalizableId);
      const personalizable = owner?.personalizable;
      if (!owner || !personalizable || !view.isActive(owner.id)) return state;
      const text = clampText(action.text, personalizable);
      const previous = state.personalizations[personalizable.id];
      const type = personalizationType(
        action.personalizationType ?? previous?.type,
        personalizable,
      );
      // Editing the text re-opens the step: the shopper has to confirm the new text.
      const complete =
        previous?.complete === true && previous.text === text && previous.type === type;
      let next: ConfiguratorState = {
        ...state,
        personalizations: withKey(state.personalizations, personalizable.id, {
          text,
          type,
          complete,
        }),
      };
      // Typing a monogram for an optional extra means the shopper wants the extra.
      if (kindOf(owner) === "optional") {
        next = pickInGroup(index, next, owner);
        next = { ...next, answers: withKey(next.answers, owner.id, true) };
      }
      return clearError(next, owner.id);
    }
    case "complete-personalization": {
      const entry = state.personalizations[action.personalizableId];
      if (!entry || !hasPersonalizationText(entry.text)) return state;
      return {
        ...state,
        personalizations: withKey(state.personalizations, action.personalizableId, {
          ...entry,
          complete: true,
        }),
      };
    }
    case "set-error":
      return activeComponent(action.componentId)
        ? { ...state, errors: withKey(state.errors, action.componentId, action.message) }
        : state;
    case "clear-error":
      return clearError(state, action.componentId);
    case "reset":
      return initialState(index.product);
  }
}

/** The configurator reducer: applies one action, then re-establishes every rule (normalize). */
export function reduce(
  product: ConfigurableProduct,
  state: ConfiguratorState,
  action: ConfiguratorAction,
): ConfiguratorState {
  const index = indexProduct(product);
  const next = apply(index, state, action);
  return next === state ? state : normalize(index, next);
}

/** For `useReducer`: the product is fixed for the lifetime of a configurator. */
export function createReducer(product: ConfigurableProduct) {
  return (state: ConfiguratorState, action: ConfiguratorAction) => reduce(product, state, action);
}

/** Re-applies every rule to a state from outside (storage, a request body) for this product. */
export function normalizeState(
  product: ConfigurableProduct,
  state: ConfiguratorState,
): ConfiguratorState {
  return normalize(indexProduct(product), state);
}
