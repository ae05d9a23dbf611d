import { defaultLayers } from "../../lib/configurator/default-look";
import type { CatalogueProductDetail } from "../../lib/catalogue/types";
import {
  MESSAGE_INCOMPLETE_CUSTOMIZATION,
  MESSAGE_PERSONALIZATION_INCOMPLETE,
  MESSAGE_REVIEW_OPTIONS,
  PERSONALIZATION_PLACEHOLDER,
  decodeState,
  encodeState,
  createReducer,
  initialState,
  isFullyConfigured,
  layersFor,
  normalizeState,
  nextStep,
  priceOf,
  reduce,
  validateConfiguration,
  type ConfiguratorAction,
  type ConfiguratorState,
} from "../../lib/configurator";
import { component, fullBag, product, smallBag, variant } from "./configurator-fixtures";

const bag = fullBag();
const run = (
  product: CatalogueProductDetail,
  state: ConfiguratorState,
  ...actions: ConfiguratorAction[]
) => actions.reduce((s, a) => reduce(product, s, a), state);
const start = () => initialState(bag);
const answer = (id: string, value: boolean): ConfiguratorAction => ({
  type: "answer-optional",
  componentId: `b-${id}`,
  value,
});
const choose = (componentId: string, variantId: string): ConfiguratorAction => ({
  type: "choose-variant",
  componentId: `b-${componentId}`,
  variantId: `b-${variantId}`,
});
const pick = (componentId: string, optionId: string): ConfiguratorAction => ({
  type: "select-option",
  componentId: `b-${componentId}`,
  optionId: `b-${optionId}`,
});

/** Everything a shopper has to do on the full bag to reach the cart. */
const completeDesign: ConfiguratorAction[] = [
  answer("add-strap", false),
  answer("dust-bag", false),
  answer("monogram", false),
  choose("chain", "chain-gold"),
];

describe("initialState", () => {
  it("starts with the first variant of required components and the first required option", () => {
    const s = start();
    expect(s.variants).toEqual({
      "b-body": ["b-body-black"],
      "b-lining": ["b-lining-satin"],
      "b-dust-bag-color": ["b-dust-white"],
    });
    expect(s.options).toEqual({ "b-closure": ["b-open"] });
    expect(s.answers).toEqual({});
    expect(s.selection).toBeNull();
  });

  it("draws the starting look: base, then each required part in its first choice, by z", () => {
    const small = smallBag();
    const [body, closure, hardware] = small.components;
    for (const view of ["front", "side"]) {
      const layers = layersFor(small, initialState(small), view);
      expect(defaultLayers(small, view)).toEqual(layers);
      expect(layers.map((l) => l.component)).toEqual([
        "base",
        body!.key,
        closure!.key,
        hardware!.key,
      ]);
      expect(layers[0]!.src).toBe(`/images/layers/${small.name}/${view}/base.svg`);
      const firstBody = body!.variants[0]!.material_color;
      expect(layers[1]!.src).toContain(
        `/${body!.key}/${firstBody.material.name}--${firstBody.name}.svg`,
      );
      expect(layers[2]!.src).toContain(
        `/${closure!.key}/option--${closure!.selectable_options[0]!.name}.svg`,
      );
    }
  });
});

describe("variants", () => {
  it("replaces a chosen variant of the same material type and keeps other types", () => {
    let s = run(bag, start(), choose("body", "body-tan"));
    expect(s.variants["b-body"]).toEqual(["b-body-tan"]);
    s = run(bag, s, choose("body", "body-canvas"));
    expect(s.variants["b-body"]).toEqual(["b-body-tan", "b-body-canvas"]);
  });

  it("ignores a variant of another component or another product", () => {
    const s = start();
    expect(run(bag, s, choose("body", "lining-suede"))).toBe(s);
    const other = fullBag("x");
    expect(
      reduce(bag, s, { type: "choose-variant", componentId: "b-body", variantId: "x-body-tan" }),
    ).toBe(s);
    expect(initialState(other).variants["x-body"]).toEqual(["x-body-black"]);
  });

  it("deselects one variant or a whole component", () => {
    let s = run(bag, start(), choose("body", "body-canvas"));
    s = run(bag, s, { type: "deselect-variant", componentId: "b-body", variantId: "b-body-black" });
    expect(s.variants["b-body"]).toEqual(["b-body-canvas"]);
    s = run(bag, s, { type: "deselect-component", componentId: "b-body" });
    expect(s.variants["b-body"]).toBeUndefined();
  });

  it("deselecting a container clears its members", () => {
    const s = run(bag, start(), { type: "deselect-component", componentId: "b-exterior" });
    expect(s.variants["b-body"]).toBeUndefined();
  });

  it("choosing a variant of an optional extra answers yes", () => {
    const s = run(bag, start(), choose("monogram", "foil-gold"));
    expect(s.answers["b-monogram"]).toBe(true);
  });
});

describe("optional components", () => {
  it("an optional-true choice brings its components in; optional-false settles them", () => {
    let s = run(bag, start(), answer("add-strap", true));
    expect(validateConfiguration(bag, run(bag, s, ...completeDesign.slice(1)))).toMatchObject({
      componentId: "b-strap-leather",
      message: "Please finish customizing the Strap leather before adding the product to cart.",
    });
    s = run(bag, s, choose("strap-leather", "strap-tan"), choose("strap-hardware", "strap-gold"));
    expect(s.variants["b-strap-leather"]).toEqual(["b-strap-tan"]);
    s = run(bag, s, answer("add-strap", false));
    expect(s.variants["b-strap-leather"]).toBeUndefined();
    expect(s.variants["b-strap-hardware"]).toBeUndefined();
  });

  it("components only in optional_falses leave the not-addressed list on no", () => {
    let s = run(bag, start(), ...completeDesign);
    expect(s.variants["b-dust-bag-color"]).toBeUndefined();
    expect(validateConfiguration(bag, s)).toBeNull();
    s = run(bag, s, answer("dust-bag", true));
    // The dust bag colour is offered again but has lost its earlier choice.
    expect(validateConfiguration(bag, s)?.componentId).toBe("b-dust-bag-color");
  });

  it("cannot choose for a component whose conditions do not hold", () => {
    const s = start();
    expect(run(bag, s, choose("strap-leather", "strap-tan"))).toBe(s);
    expect(run(bag, s, choose("pocket-leather", "pocket-tan"))).toBe(s);
  });
});

describe("conditional components and selectable options", () => {
  it("appear with a required option and lose their choices when it goes", () => {
    let s = run(bag, start(), pick("pocket", "zip-pocket"), choose("pocket-leather", "pocket-tan"));
    expect(s.variants["b-pocket-leather"]).toEqual(["b-pocket-tan"]);
    s = run(bag, s, pick("pocket", "patch-pocket"));
    expect(s.options["b-pocket"]).toEqual(["b-patch-pocket"]);
    expect(s.variants["b-pocket-leather"]).toEqual(["b-pocket-tan"]);
    s = run(bag, s, {
      type: "deselect-option",
      componentId: "b-pocket",
      optionId: "b-patch-pocket",
    });
    expect(s.variants["b-pocket-leather"]).toBeUndefined();
  });

  it("respects required, optional and multiple cardinalities", () => {
    let s = run(bag, start(), pick("closure", "zip"));
    expect(s.options["b-closure"]).toEqual(["b-zip"]);
    s = run(bag, s, pick("charms", "bell"), pick("charms", "star"), pick("charms", "bell"));
    expect(s.options["b-charms"]).toEqual(["b-star", "b-bell"]);
    s = run(bag, s, { type: "deselect-option", componentId: "b-closure", optionId: "b-zip" });
    expect(validateConfiguration(bag, run(bag, s, ...completeDesign))).toMatchObject({
      message: MESSAGE_REVIEW_OPTIONS,
      componentId: "b-closure",
    });
  });
});

describe("selectable groups", () => {
  it("a required group keeps one member and needs one", () => {
    let s = run(bag, start(), ...completeDesign.slice(0, 3));
    expect(validateConfiguration(bag, s)).toMatchObject({
      rule: "components",
      componentId: "b-strap-style",
      message: "Please finish customizing the Strap style before adding the product to cart.",
    });
    s = run(bag, s, choose("chain", "chain-gold"), choose("webbing", "webbing-stripe"));
    expect(s.variants["b-chain"]).toBeUndefined();
    expect(s.variants["b-webbing"]).toEqual(["b-webbing-stripe"]);
  });

  it("a multiple group takes any number of members; a picked member needs its variant", () => {
    let s = run(bag, start(), ...completeDesign, answer("tassel", true), answer("feet", true));
    expect(s.answers).toMatchObject({ "b-tassel": true, "b-feet": true });
    expect(validateConfiguration(bag, s)).toMatchObject({
      componentId: "b-tassel",
      message: "Please finish customizing the Leather tassel before adding the product to cart.",
    });
    s = run(bag, s, choose("tassel", "tassel-nappa"), choose("feet", "feet-brass"));
    expect(validateConfiguration(bag, s)).toBeNull();
  });
});

describe("selection and errors", () => {
  it("selecting a component clears the personalization selection and the reverse", () => {
    let s = run(bag, start(), answer("monogram", true));
    s = run(bag, s, { type: "select-personalization", personalizableId: "b-monogram-p" });
    expect(s.selection).toEqual({ kind: "personalization", personalizableId: "b-monogram-p" });
    s = run(bag, s, { type: "select-component", componentId: "b-body" });
    expect(s.selection).toEqual({ kind: "component", componentId: "b-body" });
  });

  it("keeps errors per component and clears them when a variant is chosen", () => {
    let s = run(
      bag,
      start(),
      { type: "set-error", componentId: "b-body", message: "Out of stock" },
      { type: "set-error", componentId: "b-lining", message: "Pick one" },
    );
    expect(s.errors).toEqual({ "b-body": "Out of stock", "b-lining": "Pick one" });
    s = run(bag, s, choose("body", "body-tan"));
    expect(s.errors).toEqual({ "b-lining": "Pick one" });
  });
});

describe("fully-configured check", () => {
  it("reports the four messages in the spec's order", () => {
    let s = start();
    expect(validateConfiguration(bag, s)).toMatchObject({
      rule: "options",
      message: MESSAGE_REVIEW_OPTIONS,
      componentId: "b-add-strap",
    });
    s = run(
      bag,
      s,
      answer("add-strap", false),
      answer("dust-bag", false),
      answer("monogram", true),
    );
    expect(validateConfiguration(bag, s)?.rule).toBe("components");
    s = run(bag, s, choose("chain", "chain-gold"), choose("monogram", "foil-gold"));
    expect(validateConfiguration(bag, s)).toMatchObject({
      rule: "personalization",
      message: MESSAGE_PERSONALIZATION_INCOMPLETE,
      componentId: "b-monogram",
      personalizableId: "b-monogram-p",
    });
    s = run(bag, s, { type: "set-personalization", personalizableId: "b-monogram-p", text: "ABC" });
    expect(validateConfiguration(bag, s)).toMatchObject({
      rule: "customization",
      message: MESSAGE_INCOMPLETE_CUSTOMIZATION,
    });
    s = run(bag, s, { type: "complete-personalization", personalizableId: "b-monogram-p" });
    expect(validateConfiguration(bag, s)).toBeNull();
  });

  describe("personalization text", () => {
    const base = () =>
      run(bag, start(), ...completeDesign.slice(0, 2), choose("chain", "chain-gold"));
    const withText = (text: string) =>
      run(
        bag,
        base(),
        choose("monogram", "foil-gold"),
        { type: "set-personalization", personalizableId: "b-monogram-p", text },
        { type: "complete-personalization", personalizableId: "b-monogram-p" },
      );

    it("rejects blank text", () => {
      expect(validateConfiguration(bag, withText("   "))?.message).toBe(
        MESSAGE_PERSONALIZATION_INCOMPLETE,
      );
    });

    it("accepts the placeholder's first letters, a real monogram", () => {
      // "Nam" (from "Name, Initials, Emojis") is a monogram someone may want.
      expect(
        validateConfiguration(bag, withText(PERSONALIZATION_PLACEHOLDER.slice(0, 3))),
      ).toBeNull();
    });
  });

  it("personalization on a foil part needs a foil variant", () => {
    const s = run(
      bag,
      start(),
      ...completeDesign.slice(0, 2),
      choose("chain", "chain-gold"),
      choose("monogram", "monogram-patch"),
      { type: "set-personalization", personalizableId: "b-monogram-p", text: "AB" },
      { type: "complete-personalization", personalizableId: "b-monogram-p" },
    );
    expect(validateConfiguration(bag, s)).toMatchObject({
      rule: "hardware",
      componentId: "b-monogram",
      message:
        "Please choose a hardware or foil finish for the Foil monogram before adding the product to cart.",
    });
    expect(validateConfiguration(bag, run(bag, s, choose("monogram", "foil-gold")))).toBeNull();
  });

  it("editing a completed personalization re-opens it; answering no drops it", () => {
    let s = run(
      bag,
      start(),
      { type: "set-personalization", personalizableId: "b-monogram-p", text: "ABCDEF" },
      { type: "complete-personalization", personalizableId: "b-monogram-p" },
    );
    expect(s.answers["b-monogram"]).toBe(true);
    expect(s.personalizations["b-monogram-p"]).toEqual({
      text: "ABC",
      type: "initials",
      complete: true,
    });
    s = run(bag, s, { type: "set-personalization", personalizableId: "b-monogram-p", text: "XY" });
    expect(s.personalizations["b-monogram-p"]?.complete).toBe(false);
    s = run(bag, s, answer("monogram", false));
    expect(s.personalizations).toEqual({});
  });
});

describe("price", () => {
  it("adds variants, extras, options and personalization to the starting price", () => {
    expect(priceOf(bag, start())).toBe(100000);
    const s = run(
      bag,
      start(),
      choose("body", "body-tan"),
      pick("closure", "zip"),
      pick("charms", "bell"),
      answer("add-strap", true),
      choose("monogram", "foil-gold"),
      { type: "set-personalization", personalizableId: "b-monogram-p", text: "AB" },
    );
    expect(priceOf(bag, s)).toBe(100000 + 1000 + 9500 + 1000 + 7500 + 4500 + 1500);
  });

  it("falls back to the default price without a starting price", () => {
    const small = smallBag({ starting_price: 0 });
    // Spec 9's default price, written out: the constant itself could drift unseen.
    expect(priceOf(small, initialState(small))).toBe(5000);
  });
});

describe("URL", () => {
  it("round-trips a design and is URL-safe", () => {
    const s = run(
      bag,
      start(),
      answer("add-strap", true),
      choose("strap-leather", "strap-tan"),
      pick("charms", "star"),
      { type: "set-personalization", personalizableId: "b-monogram-p", text: "A😀 " },
    );
    const value = encodeState(s);
    expect(value).toMatch(/^[A-Za-z0-9._~-]+$/);
    expect(decodeState(bag, value)).toEqual({ ...s, selection: null, errors: {} });
  });

  it("drops foreign ids and never throws", () => {
    const other = fullBag("x");
    const foreign = encodeState(run(other, initialState(other), pick("charms", "star")));
    const decoded = decodeState(bag, foreign);
    expect(decoded.variants).toEqual({});
    expect(decoded.options).toEqual({});
    for (const junk of ["%%%", "2.v", "2.p~~", "2.p_____", "....", "2.o_!!", "x".repeat(20000)]) {
      expect(() => decodeState(bag, junk)).not.toThrow();
    }
    expect(decodeState(bag, "")).toEqual(start());
    expect(decodeState(bag, null)).toEqual(start());
  });
});

describe("nextStep", () => {
  it("walks to the next unfinished step, then to the cart", () => {
    let s = start();
    expect(nextStep(bag, s)).toEqual({ kind: "component", componentId: "b-add-strap" });
    s = run(
      bag,
      s,
      answer("add-strap", false),
      answer("dust-bag", false),
      answer("monogram", true),
    );
    expect(nextStep(bag, s)).toEqual({ kind: "component", componentId: "b-strap-style" });
    s = run(bag, s, choose("chain", "chain-gold"), choose("monogram", "foil-gold"));
    expect(nextStep(bag, s)).toEqual({
      kind: "personalization",
      personalizableId: "b-monogram-p",
      componentId: "b-monogram",
    });
    s = run(
      bag,
      s,
      { type: "set-personalization", personalizableId: "b-monogram-p", text: "AB" },
      { type: "complete-personalization", personalizableId: "b-monogram-p" },
    );
    expect(nextStep(bag, s)).toEqual({ kind: "add-to-cart" });
  });

  it("wraps round to an earlier unfinished step", () => {
    const s = run(bag, start(), ...completeDesign.slice(1), choose("chain", "chain-gold"), {
      type: "select-component",
      componentId: "b-monogram",
    });
    expect(nextStep(bag, s)).toEqual({ kind: "component", componentId: "b-add-strap" });
  });
});

describe("layersFor", () => {
  it("stacks base first, then chosen variants and options by z_index", () => {
    const s = run(
      bag,
      start(),
      pick("pocket", "zip-pocket"),
      choose("pocket-leather", "pocket-tan"),
    );
    const srcs = layersFor(bag, s, "front").map((l) => l.src);
    expect(srcs).toEqual([
      "/images/layers/b-bag/front/base.svg",
      "/images/layers/b-bag/front/b-lining/fabric--b-lining-satin.svg",
      "/images/layers/b-bag/front/b-body/calf--black.svg",
      "/images/layers/b-bag/front/b-pocket-leather/leather--b-pocket-tan.svg",
      "/images/layers/b-bag/front/b-pocket/option--b-zip-pocket.svg",
      "/images/layers/b-bag/front/b-closure/option--b-open.svg",
    ]);
  });
});

describe("entry points", () => {
  it("initialState gives defaults to components unlocked by a default option", () => {
    const p = product("cond", [
      component({
        id: "c-style",
        type: "selectable-option",
        selectableType: "required",
        selectable_options: [{ id: "c-leather", name: "leather", label: "Leather", price: 0 }],
      }),
      component({
        id: "c-strap",
        type: "required",
        requires: [{ option: "c-leather" }],
        variants: [variant("c-strap-black", "leather")],
      }),
    ]);
    expect(initialState(p).variants).toEqual({ "c-strap": ["c-strap-black"] });
    expect(isFullyConfigured(p, initialState(p))).toBe(true);
  });

  it("createReducer and normalizeState apply the same rules", () => {
    const reducer = createReducer(bag);
    const s = reducer(start(), choose("body", "body-tan"));
    expect(s.variants["b-body"]).toEqual(["b-body-tan"]);
    const dirty = { ...s, variants: { ...s.variants, "b-body": ["x-body-tan", "b-lining-satin"] } };
    expect(normalizeState(bag, dirty).variants["b-body"]).toBeUndefined();
  });
});
