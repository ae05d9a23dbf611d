import fc from "fast-check";
import type { CatalogueProductDetail } from "../../lib/catalogue/types";
import {
  createDesignView,
  decodeState,
  encodeState,
  indexProduct,
  initialState,
  kindOf,
  priceOf,
  reduce,
  selectableTypeOf,
  startingPrice,
  type ConfiguratorAction,
  type ConfiguratorState,
} from "../../lib/configurator";
import { fullBag, smallBag } from "./configurator-fixtures";

const bag = fullBag();
const other = fullBag("x");

/** Ids of this bag plus some of another bag, so foreign ids are tried too. */
function idPools(product: CatalogueProductDetail) {
  const components = product.components;
  return {
    components: components.map((c) => c.id),
    variants: components.flatMap((c) => c.variants.map((v) => v.id)),
    options: components.flatMap((c) => c.selectable_options.map((o) => o.id)),
    personalizables: components.flatMap((c) => (c.personalizable ? [c.personalizable.id] : [])),
  };
}

const own = idPools(bag);
const foreign = idPools(other);
const anyOf = (a: string[], b: string[]) => fc.constantFrom(...a, ...b.slice(0, 3));

const actionArb: fc.Arbitrary<ConfiguratorAction> = fc.oneof(
  fc.record({
    type: fc.constant("choose-variant" as const),
    componentId: anyOf(own.components, foreign.components),
    variantId: anyOf(own.variants, foreign.variants),
  }),
  // Most variant choices target the right component, so deep states are reached.
  fc.constantFrom(
    ...bag.components.flatMap((c) =>
      c.variants.map((v): ConfiguratorAction => ({
        type: "choose-variant",
        componentId: c.id,
        variantId: v.id,
      })),
    ),
  ),
  fc.constantFrom(
    ...bag.components.flatMap((c) =>
      c.variants.map((v): ConfiguratorAction => ({
        type: "deselect-variant",
        componentId: c.id,
        variantId: v.id,
      })),
    ),
  ),
  fc.constantFrom(
    ...bag.components.flatMap((c) =>
      c.selectable_options.map((o): ConfiguratorAction => ({
        type: "select-option",
        componentId: c.id,
        optionId: o.id,
      })),
    ),
  ),
  fc.constantFrom(
    ...bag.components.flatMap((c) =>
      c.selectable_options.map((o): ConfiguratorAction => ({
        type: "deselect-option",
        componentId: c.id,
        optionId: o.id,
      })),
    ),
  ),
  fc.record({
    type: fc.constant("answer-optional" as const),
    componentId: fc.constantFrom(...own.components),
    value: fc.boolean(),
  }),
  fc.record({
    type: fc.constant("deselect-component" as const),
    componentId: fc.constantFrom(...own.components),
  }),
  fc.record({
    type: fc.constant("select-component" as const),
    componentId: anyOf(own.components, foreign.components),
  }),
  fc.record({
    type: fc.constant("select-personalization" as const),
    personalizableId: anyOf(own.personalizables, foreign.personalizables),
  }),
  fc.record({
    type: fc.constant("set-personalization" as const),
    personalizableId: fc.constantFrom(...own.personalizables),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({
    type: fc.constant("complete-personalization" as const),
    personalizableId: fc.constantFrom(...own.personalizables),
  }),
  fc.record({
    type: fc.constant("set-error" as const),
    componentId: fc.constantFrom(...own.components),
    message: fc.constant("Problem"),
  }),
  fc.constant<ConfiguratorAction>({ type: "reset" }),
);

function checkInvariants(product: CatalogueProductDetail, s: ConfiguratorState) {
  const index = indexProduct(product);
  const view = createDesignView(index, s);
  for (const [componentId, ids] of Object.entries(s.variants)) {
    const component = index.byId.get(componentId);
    expect(component).toBeDefined();
    expect(view.isActive(componentId)).toBe(true);
    const types = ids.map((id) => {
      const owner = index.variantOwner.get(id);
      expect(owner?.component.id).toBe(componentId);
      return owner?.variant.material_color.material.material_type_id;
    });
    expect(new Set(types).size).toBe(types.length);
  }
  for (const [componentId, ids] of Object.entries(s.options)) {
    const component = index.byId.get(componentId);
    expect(component && kindOf(component)).toBe("selectable-option");
    expect(view.isActive(componentId)).toBe(true);
    for (const id of ids) expect(index.optionOwner.get(id)?.component.id).toBe(componentId);
    if (component && selectableTypeOf(component) !== "multiple")
      expect(ids.length).toBeLessThanOrEqual(1);
    expect(new Set(ids).size).toBe(ids.length);
  }
  for (const componentId of Object.keys(s.answers)) expect(view.isActive(componentId)).toBe(true);
  for (const group of index.ordered) {
    if (kindOf(group) !== "selectable-group" || selectableTypeOf(group) === "multiple") continue;
    const picked = (index.members.get(group.id) ?? []).filter((m) => view.isChosen(m.id));
    expect(picked.length).toBeLessThanOrEqual(1);
  }
  for (const pid of Object.keys(s.personalizations)) {
    const owner = index.personalizableOwner.get(pid);
    expect(owner && view.personalizationRequired(owner)).toBe(true);
  }
  // One field holds the selection, so it is a component or a personalization, never both.
  if (s.selection?.kind === "component") expect(view.isActive(s.selection.componentId)).toBe(true);
  expect(priceOf(product, s)).toBeGreaterThanOrEqual(startingPrice(product));
  expect(Number.isSafeInteger(priceOf(product, s))).toBe(true);
  expect(s.productId).toBe(product.id);
}

describe("configurator properties", () => {
  it("no sequence of actions leaves the state inconsistent", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let s = initialState(bag);
        for (const action of actions) {
          s = reduce(bag, s, action);
          checkInvariants(bag, s);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("encode/decode round-trips every reachable design", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        const s = actions.reduce((state, a) => reduce(bag, state, a), initialState(bag));
        const value = encodeState(s);
        expect(value).toMatch(/^[A-Za-z0-9._~-]+$/);
        expect(decodeState(bag, value)).toEqual({ ...s, selection: null, errors: {} });
      }),
      { numRuns: 300 },
    );
  });

  it("decodeState never throws and yields a consistent state for any string", () => {
    const fragment = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(...own.variants.map((id) => `v${id}`), ...own.options.map((id) => `o${id}`)),
      fc.constantFrom(
        ...own.components.map((id) => `y${id}`),
        ...own.components.map((id) => `n${id}`),
      ),
      fc.constantFrom(...foreign.variants.map((id) => `v${id}`)),
      fc.constantFrom(...own.personalizables.map((id) => `p${id}~initials~AB~1`)),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), (parts) => {
        const s = decodeState(bag, ["2", ...parts].join("."));
        checkInvariants(bag, s);
        for (const ids of Object.values(s.variants)) {
          for (const id of ids) expect(id.startsWith("x-")).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("holds on a second, smaller product", () => {
    const small = smallBag();
    const ids = idPools(small);
    const smallAction = fc.oneof(
      fc.record({
        type: fc.constant("choose-variant" as const),
        componentId: fc.constantFrom(...ids.components),
        variantId: fc.constantFrom(...ids.variants, ...own.variants.slice(0, 3)),
      }),
      fc.record({
        type: fc.constant("select-option" as const),
        componentId: fc.constantFrom(...ids.components),
        optionId: fc.constantFrom(...ids.options),
      }),
      fc.record({
        type: fc.constant("deselect-component" as const),
        componentId: fc.constantFrom(...ids.components),
      }),
    );
    fc.assert(
      fc.property(fc.array(smallAction, { maxLength: 20 }), (actions) => {
        const s = actions.reduce((state, a) => reduce(small, state, a), initialState(small));
        checkInvariants(small, s);
      }),
    );
  });
});
