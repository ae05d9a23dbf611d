import type { CatalogueComponent, CataloguePersonalizable } from "@/lib/catalogue/types";
import {
  holdsVariants,
  kindOf,
  membersOf,
  selectableTypeOf,
  type CatalogueIndex,
} from "./catalogue-index";
import { createDesignView, hasPersonalizationText } from "./design";
import type { ConfiguratorState, PersonalizationEntry } from "./types";

export function withKey<V>(record: Readonly<Record<string, V>>, key: string, value: V) {
  return { ...record, [key]: value };
}

export function withoutKey<V>(record: Readonly<Record<string, V>>, key: string) {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function emptyState(productId: string): ConfiguratorState {
  return {
    productId,
    variants: {},
    options: {},
    answers: {},
    personalizations: {},
    selection: null,
    errors: {},
  };
}

/** Drops every choice of a component and, for containers and groups, of its members. */
export function clearComponent(
  index: CatalogueIndex,
  state: ConfiguratorState,
  component: CatalogueComponent,
): ConfiguratorState {
  let next: ConfiguratorState = {
    ...state,
    variants: withoutKey(state.variants, component.id),
    options: withoutKey(state.options, component.id),
    answers: withoutKey(state.answers, component.id),
    personalizations: component.personalizable
      ? withoutKey(state.personalizations, component.personalizable.id)
      : state.personalizations,
  };
  for (const member of membersOf(index, component.id)) {
    if (member.id !== component.id) next = clearComponent(index, next, member);
  }
  return next;
}

/** Code points, not UTF-16 units, so an emoji counts as one character of max_length. */
export function clampText(text: string, personalizable: CataloguePersonalizable): string {
  const chars = Array.from(text);
  return personalizable.max_length > 0 ? chars.slice(0, personalizable.max_length).join("") : text;
}

export function personalizationType(
  requested: string | undefined,
  personalizable: CataloguePersonalizable,
): string {
  const allowed = personalizable.allowed_types;
  if (requested !== undefined && allowed.includes(requested)) return requested;
  return allowed[0] ?? "text";
}

function cleanEntry(
  entry: PersonalizationEntry,
  personalizable: CataloguePersonalizable,
): PersonalizationEntry {
  const text = clampText(typeof entry.text === "string" ? entry.text : "", personalizable);
  return {
    text,
    type: personalizationType(entry.type, personalizable),
    // Completion of an empty or placeholder text means nothing, so it is never kept.
    complete: entry.complete === true && hasPersonalizationText(text),
  };
}

/** Keeps one variant per material type: the one chosen last wins, as when choosing. */
function onePerMaterialType(index: CatalogueIndex, ids: readonly string[]): string[] {
  const byType = new Map<string, string>();
  for (const id of ids) {
    const owner = index.variantOwner.get(id);
    if (!owner) continue;
    const type = owner.variant.material_color.material.material_type_id;
    byType.delete(type);
    byType.set(type, id);
  }
  return [...byType.values()];
}

function normalizePass(index: CatalogueIndex, state: ConfiguratorState): ConfiguratorState {
  const view = createDesignView(index, state);
  const variants: Record<string, string[]> = {};
  const options: Record<string, string[]> = {};
  const answers: Record<string, boolean> = {};
  for (const component of index.ordered) {
    const id = component.id;
    if (!view.isActive(id)) continue;
    const kind = kindOf(component);
    const answer = state.answers[id];
    if (kind === "optional" && typeof answer === "boolean") answers[id] = answer;
    if (holdsVariants(component) && answer !== false) {
      const own = (state.variants[id] ?? []).filter(
        (v) => index.variantOwner.get(v)?.component.id === id,
      );
      const kept = onePerMaterialType(index, own);
      if (kept.length > 0) {
        variants[id] = kept;
        // Choosing a finish for an optional extra means the shopper wants the extra.
        if (kind === "optional") answers[id] = true;
      }
    }
    if (kind === "selectable-option") {
      const own = [...new Set(state.options[id] ?? [])].filter(
        (o) => index.optionOwner.get(o)?.component.id === id,
      );
      const kept = selectableTypeOf(component) === "multiple" ? own : own.slice(-1);
      if (kept.length > 0) options[id] = kept;
    }
  }
  let next: ConfiguratorState = { ...state, variants, options, answers };

  // Groups of type required/optional allow one picked member; keep the first in walk order.
  for (const group of index.ordered) {
    if (kindOf(group) !== "selectable-group" || selectableTypeOf(group) === "multiple") continue;
    const groupView = createDesignView(index, next);
    const picked = membersOf(index, group.id).filter((m) => groupView.isChosen(m.id));
    for (const extra of picked.slice(1)) next = clearComponent(index, next, extra);
  }

  const finalView = createDesignView(index, next);
  const personalizations: Record<string, PersonalizationEntry> = {};
  for (const [pid, entry] of Object.entries(state.personalizations)) {
    const owner = index.personalizableOwner.get(pid);
    if (!owner?.personalizable || !finalView.personalizationRequired(owner)) continue;
    personalizations[pid] = cleanEntry(entry, owner.personalizable);
  }
  const errors: Record<string, string> = {};
  for (const [id, message] of Object.entries(state.errors)) {
    if (typeof message === "string" && finalView.isActive(id)) errors[id] = message;
  }
  return { ...next, personalizations, errors, selection: cleanSelection(index, next, finalView) };
}

function cleanSelection(
  index: CatalogueIndex,
  state: ConfiguratorState,
  view: ReturnType<typeof createDesignView>,
): ConfiguratorState["selection"] {
  const selection = state.selection;
  if (selection === null) return null;
  if (selection.kind === "component") {
    return view.isActive(selection.componentId) ? selection : null;
  }
  const owner = index.personalizableOwner.get(selection.personalizableId);
  return owner && view.isActive(owner.id) ? selection : null;
}

function sameDesign(a: ConfiguratorState, b: ConfiguratorState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Brings any state back within the rules: foreign ids dropped, one variant per material type,
 * selectable cardinalities, and no choices for components that are not offered. Repeated to a
 * fixed point because dropping one choice can switch off a component that depended on it.
 */
export function normalize(index: CatalogueIndex, state: ConfiguratorState): ConfiguratorState {
  let current: ConfiguratorState = { ...state, productId: index.product.id };
  for (let pass = 0; pass <= index.ordered.length + 1; pass++) {
    const next = normalizePass(index, current);
    if (sameDesign(next, current)) return next;
    current = next;
  }
  return current;
}
