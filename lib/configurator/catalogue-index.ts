import type {
  CatalogueComponent,
  ConfigurableProduct,
  CatalogueVariant,
} from "@/lib/catalogue/types";
import type { ComponentKind, SelectableType } from "./types";

type Option = CatalogueComponent["selectable_options"][number];

/** Lookups over one product, built once per product object (products are immutable JSON). */
export type CatalogueIndex = {
  product: ConfigurableProduct;
  /** Components in walk order: by `sort`, then by position in the file. */
  ordered: readonly CatalogueComponent[];
  byId: ReadonlyMap<string, CatalogueComponent>;
  variantOwner: ReadonlyMap<string, { component: CatalogueComponent; variant: CatalogueVariant }>;
  optionOwner: ReadonlyMap<string, { component: CatalogueComponent; option: Option }>;
  personalizableOwner: ReadonlyMap<string, CatalogueComponent>;
  members: ReadonlyMap<string, readonly CatalogueComponent[]>;
  /** Optional components whose yes brings this component in (optional_trues). */
  trueGates: ReadonlyMap<string, readonly string[]>;
  /** Optional components whose no settles this component (optional_falses). */
  falseGates: ReadonlyMap<string, readonly string[]>;
};

const cache = new WeakMap<ConfigurableProduct, CatalogueIndex>();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function indexProduct(product: ConfigurableProduct): CatalogueIndex {
  const cached = cache.get(product);
  if (cached) return cached;
  const components = Array.isArray(product.components) ? product.components : [];
  const ordered = components
    .map((component, position) => ({ component, position }))
    .sort((a, b) => a.component.sort - b.component.sort || a.position - b.position)
    .map((entry) => entry.component);
  const byId = new Map<string, CatalogueComponent>();
  const variantOwner = new Map<
    string,
    { component: CatalogueComponent; variant: CatalogueVariant }
  >();
  const optionOwner = new Map<string, { component: CatalogueComponent; option: Option }>();
  const personalizableOwner = new Map<string, CatalogueComponent>();
  const members = new Map<string, CatalogueComponent[]>();
  const trueGates = new Map<string, string[]>();
  const falseGates = new Map<string, string[]>();
  for (const component of ordered) {
    byId.set(component.id, component);
    for (const variant of component.variants) variantOwner.set(variant.id, { component, variant });
    for (const option of component.selectable_options) {
      optionOwner.set(option.id, { component, option });
    }
    if (component.personalizable) personalizableOwner.set(component.personalizable.id, component);
    if (component.parent_id) push(members, component.parent_id, component);
    // Only optional components ask the yes/no question, so only they can gate others.
    if (kindOf(component) === "optional") {
      for (const id of component.optional_trues) push(trueGates, id, component.id);
      for (const id of component.optional_falses) push(falseGates, id, component.id);
    }
  }
  const index: CatalogueIndex = {
    product,
    ordered,
    byId,
    variantOwner,
    optionOwner,
    personalizableOwner,
    members,
    trueGates,
    falseGates,
  };
  cache.set(product, index);
  return index;
}

const KINDS: readonly ComponentKind[] = [
  "required",
  "optional",
  "container",
  "selectable-option",
  "selectable-group",
];

/** Unknown type names are treated as required: asking too much is safer than selling an unfinished bag. */
export function kindOf(component: CatalogueComponent): ComponentKind {
  const name = component.component_type.name;
  return KINDS.find((kind) => kind === name) ?? "required";
}

/** The spec says the name "contains" required, optional or multiple, so match by substring. */
export function selectableTypeOf(component: CatalogueComponent): SelectableType {
  const name = component.selectable_type?.name ?? "";
  if (name.includes("multiple")) return "multiple";
  if (name.includes("optional")) return "optional";
  return "required";
}

/** Containers, groups and selectable options never hold variants of their own. */
export function holdsVariants(component: CatalogueComponent): boolean {
  const kind = kindOf(component);
  return kind === "required" || kind === "optional";
}

/** The selectable-group this component is a member of, if any. */
export function groupOf(index: CatalogueIndex, component: CatalogueComponent) {
  if (!component.parent_id) return undefined;
  const parent = index.byId.get(component.parent_id);
  return parent && kindOf(parent) === "selectable-group" ? parent : undefined;
}

export function membersOf(index: CatalogueIndex, componentId: string) {
  return index.members.get(componentId) ?? [];
}
