import { stockCategoryOf } from "../../lib/catalogue/visibility";
import {
  bags,
  giftBoxes,
  giftCards,
  materials,
  materialTypes,
  stockProducts,
} from "../../scripts/seed/catalogue/index";
import type { ComponentTypeName, SeedBag, SeedComponent } from "../../scripts/seed/catalogue/types";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const enabledBags = bags.filter((bag) => bag.enabled !== false);
const allComponents = bags.flatMap((bag) =>
  bag.components.map((component) => ({ bag, component })),
);
const materialByName = new Map(materials.map((m) => [m.name, m]));
const isDrawable = (c: SeedComponent) => c.variants.length > 0 || (c.options?.length ?? 0) > 0;

function keyOf(bag: SeedBag, key: string): SeedComponent | undefined {
  return bag.components.find((c) => c.key === key);
}

describe("seed catalogue: materials", () => {
  it("has at least 8 bag materials with 6+ colours each, plus hardware finishes and foils", () => {
    const fabrics = materials.filter((m) => !m.part);
    expect(fabrics.length).toBeGreaterThanOrEqual(8);
    for (const m of fabrics) expect(m.colors.length).toBeGreaterThanOrEqual(6);
    for (const part of ["hardware", "foil"] as const) {
      const colors = materials.filter((m) => m.part === part).flatMap((m) => m.colors);
      expect(colors.length).toBeGreaterThanOrEqual(6);
    }
    const textures = new Set(fabrics.map((m) => m.texture));
    for (const texture of ["smooth", "pebbled", "suede", "croc", "canvas"] as const) {
      expect(textures).toContain(texture);
    }
  });

  it("names materials and colours in unique kebab-case with #rrggbb colours and a known type", () => {
    const typeNames = new Set(materialTypes.map((t) => t.name));
    expect(new Set(materials.map((m) => m.name)).size).toBe(materials.length);
    for (const m of materials) {
      expect(m.name).toMatch(KEBAB);
      expect(typeNames).toContain(m.materialType);
      expect(m.description.length).toBeGreaterThan(20);
      expect(new Set(m.colors.map((c) => c.name)).size).toBe(m.colors.length);
      for (const c of m.colors) {
        expect(c.name).toMatch(KEBAB);
        expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });
});

describe("seed catalogue: bags", () => {
  it("has at least 6 enabled bags, each with 5+ components, 2+ views and a required component", () => {
    expect(enabledBags.length).toBeGreaterThanOrEqual(6);
    for (const bag of enabledBags) {
      expect(bag.components.length).toBeGreaterThanOrEqual(5);
      expect(bag.views.length).toBeGreaterThanOrEqual(2);
    }
    for (const bag of bags) expect(bag.components.some((c) => c.type === "required")).toBe(true);
  });

  it("keeps one bag disabled and one out of both department stores", () => {
    expect(bags.some((bag) => bag.enabled === false)).toBe(true);
    expect(
      bags.some((bag) =>
        ["dept-westchester", "dept-manhattan"].every((store) =>
          bag.excludedStores?.includes(store),
        ),
      ),
    ).toBe(true);
  });

  it("uses every component type, both parts, conditions and optional links", () => {
    const types = new Set(allComponents.map(({ component }) => component.type));
    const expected: ComponentTypeName[] = [
      "required",
      "optional",
      "container",
      "selectable-option",
      "selectable-group",
    ];
    for (const type of expected) expect(types).toContain(type);
    const parts = new Set(allComponents.map(({ component }) => component.part));
    expect(parts).toContain("hardware");
    expect(parts).toContain("foil");
    const requires = allComponents.flatMap(({ component }) => component.requires ?? []);
    expect(requires.some((r) => r.component)).toBe(true);
    expect(requires.some((r) => r.option)).toBe(true);
    expect(allComponents.some(({ component }) => component.optionalTrue?.length)).toBe(true);
    expect(allComponents.some(({ component }) => component.optionalFalse?.length)).toBe(true);
    expect(
      allComponents.some(
        ({ bag, component }) =>
          component.parent && keyOf(bag, component.parent)?.type === "container",
      ),
    ).toBe(true);
    expect(
      allComponents.some(
        ({ bag, component }) =>
          component.parent && keyOf(bag, component.parent)?.type === "selectable-group",
      ),
    ).toBe(true);
  });

  it("has unique kebab-case bag names and component keys", () => {
    expect(new Set(bags.map((b) => b.name)).size).toBe(bags.length);
    for (const bag of bags) {
      expect(bag.name).toMatch(KEBAB);
      expect(new Set(bag.components.map((c) => c.key)).size).toBe(bag.components.length);
      for (const c of bag.components) expect(c.key).toMatch(KEBAB);
    }
  });

  it("resolves every parent within its bag, to a container or a group", () => {
    const children = allComponents.flatMap(({ bag, component }) =>
      component.parent ? [{ bag, parent: component.parent }] : [],
    );
    expect(children.length).toBeGreaterThan(0);
    for (const { bag, parent } of children) {
      expect(["container", "selectable-group"]).toContain(keyOf(bag, parent)?.type);
    }
  });

  it("names one target in each condition: a component of its bag, or an option of one", () => {
    const conditions = allComponents.flatMap(({ bag, component }) =>
      (component.requires ?? []).map((r) => ({ bag, r })),
    );
    for (const { r } of conditions) expect(Boolean(r.component) !== Boolean(r.option)).toBe(true);
    const onComponents = conditions.flatMap(({ bag, r }) =>
      r.component ? [{ bag, key: r.component }] : [],
    );
    const onOptions = conditions.flatMap(({ bag, r }) =>
      r.option ? [{ bag, ref: r.option }] : [],
    );
    expect(onComponents.length).toBeGreaterThan(0);
    expect(onOptions.length).toBeGreaterThan(0);
    for (const { bag, key } of onComponents) expect(keyOf(bag, key)).toBeDefined();
    for (const { bag, ref } of onOptions) {
      const [owner = "", option = ""] = ref.split(":");
      const target = keyOf(bag, owner);
      expect(target?.type).toBe("selectable-option");
      expect(target?.options?.map((o) => o.name)).toContain(option);
    }
  });

  it("links yes/no answers only from optional components, to components of the same bag", () => {
    const linking = allComponents.filter(
      ({ component }) =>
        (component.optionalTrue?.length ?? 0) + (component.optionalFalse?.length ?? 0),
    );
    expect(linking.length).toBeGreaterThan(0);
    for (const { bag, component } of linking) {
      expect(component.type).toBe("optional");
      for (const key of [...(component.optionalTrue ?? []), ...(component.optionalFalse ?? [])]) {
        expect(keyOf(bag, key)).toBeDefined();
      }
    }
  });

  const ofType = (type: ComponentTypeName) =>
    allComponents.filter(({ component }) => component.type === type);

  it("gives selectable options two or more options and a selectable type", () => {
    expect(ofType("selectable-option").length).toBeGreaterThan(0);
    for (const { component } of ofType("selectable-option")) {
      expect(component.options?.length).toBeGreaterThanOrEqual(2);
      expect(component.selectableType).toBeDefined();
    }
  });

  it("gives groups a selectable type and members, and containers members", () => {
    expect(ofType("selectable-group").length).toBeGreaterThan(0);
    expect(ofType("container").length).toBeGreaterThan(0);
    for (const { bag, component } of ofType("selectable-group")) {
      expect(component.selectableType).toBeDefined();
      expect(bag.components.some((c) => c.parent === component.key)).toBe(true);
    }
    for (const { bag, component } of ofType("container")) {
      expect(bag.components.some((c) => c.parent === component.key)).toBe(true);
    }
  });

  it("draws nothing for containers and groups", () => {
    for (const { component } of [...ofType("container"), ...ofType("selectable-group")]) {
      expect(component.layers).toEqual([]);
      expect(component.variants).toEqual([]);
    }
  });

  it("draws every other drawable component once per view, labels inside the picture", () => {
    const drawn = allComponents.filter(
      ({ component }) =>
        component.type !== "container" &&
        component.type !== "selectable-group" &&
        isDrawable(component),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const { bag, component } of drawn) {
      expect(component.layers.map((l) => l.view).sort()).toEqual([...bag.views].sort());
    }
    const labels = allComponents.flatMap(({ component }) =>
      component.layers.flatMap((layer) => [layer.labelX, layer.labelY]),
    );
    expect(labels.filter((v) => !(v >= 0 && v <= 100))).toEqual([]);
  });

  it("uses only existing material colours, and matches hardware and foil parts", () => {
    const groups = allComponents.flatMap(({ component }) =>
      component.variants.map((group) => ({ component, group })),
    );
    for (const { component, group } of groups) {
      expect(materialByName.get(group.material)).toBeDefined();
      expect(materialByName.get(group.material)?.part).toBe(component.part);
    }
    const named = groups.flatMap(({ group }) =>
      group.colors === "all" ? [] : group.colors.map((color) => ({ group, color })),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { group, color } of named) {
      expect(materialByName.get(group.material)?.colors.map((c) => c.name)).toContain(color);
    }
    expect(
      allComponents.some(({ component }) => component.variants.some((g) => g.customMaterial)),
    ).toBe(true);
  });

  it("leaves only questions, groups and option pickers without materials", () => {
    const bare = allComponents.filter(
      ({ component }) => component.variants.length === 0 && component.type !== "container",
    );
    expect(bare.length).toBeGreaterThan(0);
    for (const { component } of bare) {
      expect(["optional", "selectable-group", "selectable-option"]).toContain(component.type);
    }
  });

  it("lets every bag be personalized within sensible limits", () => {
    for (const bag of bags) {
      const personalizable = bag.components.filter((c) => c.personalizable);
      expect(personalizable.length).toBeGreaterThanOrEqual(1);
      for (const { personalizable: p } of personalizable) {
        expect(p?.maxLength).toBeGreaterThanOrEqual(3);
        expect(p?.maxLength).toBeLessThanOrEqual(12);
        expect(p?.allowedTypes.length).toBeGreaterThan(0);
      }
    }
  });

  it("prices in integer cents: starting prices in range, extras never negative", () => {
    for (const bag of bags) {
      expect(Number.isInteger(bag.startingPrice)).toBe(true);
      expect(bag.startingPrice).toBeGreaterThanOrEqual(39500);
      expect(bag.startingPrice).toBeLessThanOrEqual(149500);
    }
    const extras = allComponents.flatMap(({ component }) => [
      component.price ?? 0,
      component.personalizable?.price ?? 0,
      ...component.variants.map((g) => g.price),
      ...(component.options ?? []).map((o) => o.price),
    ]);
    for (const price of extras) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("seed catalogue: stock, gift cards and gift boxes", () => {
  it("has 12+ stock products whose names place them in their own category", () => {
    expect(stockProducts.length).toBeGreaterThanOrEqual(12);
    for (const p of stockProducts) expect(stockCategoryOf(p.name)).toBe(p.category);
    expect(new Set(stockProducts.map((p) => p.name)).size).toBe(stockProducts.length);
    expect(new Set(stockProducts.map((p) => p.sku)).size).toBe(stockProducts.length);
  });

  it("has products with one left, sold-out products, masks and image names with spaces", () => {
    expect(stockProducts.some((p) => p.stock === 1)).toBe(true);
    expect(stockProducts.some((p) => p.stock === 0)).toBe(true);
    const masks = stockProducts.filter((p) => p.productType === "mask");
    expect(masks.length).toBeGreaterThanOrEqual(1);
    expect(masks.length).toBeLessThanOrEqual(2);
    expect(
      stockProducts.filter((p) => p.imageFileName.includes(" ")).length,
    ).toBeGreaterThanOrEqual(3);
    for (const p of stockProducts) {
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.accentHex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("prices stock, gift cards and gift boxes in positive integer cents", () => {
    const prices = [
      ...stockProducts.map((p) => p.price),
      ...giftCards.flatMap((g) => g.amounts),
      ...giftBoxes.map((b) => b.price),
    ];
    for (const price of prices) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThan(0);
    }
  });

  it("offers an e-gift card, a physical gift card and three gift boxes", () => {
    expect(giftCards.length).toBeGreaterThanOrEqual(2);
    expect(giftCards.some((g) => g.name.startsWith("e-"))).toBe(true);
    expect(giftCards.some((g) => !g.name.startsWith("e-"))).toBe(true);
    expect(giftBoxes).toHaveLength(3);
  });
});
