import { artworkPaths } from "@/lib/catalogue/artwork-paths";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { packConfigurable, unpackConfigurable } from "@/lib/configurator/wire";
import { smallBag } from "./configurator-fixtures";

/** The fixture with real swatch paths, and every colour of the first component used twice. */
function bagSharingColours(): CatalogueProductDetail {
  const bag = structuredClone(smallBag());
  for (const component of bag.components) {
    for (const variant of component.variants) {
      const color = variant.material_color;
      color.swatch = artworkPaths.swatch(color.material.name, color.name);
    }
  }
  const [first, ...rest] = bag.components.filter((c) => c.variants.length > 0);
  if (!first || rest.length === 0) throw new Error("fixture needs two components with variants");
  const shared = first.variants.map((v) => v.material_color);
  rest[0]!.variants = rest[0]!.variants.map((v, i) => ({
    ...v,
    material_color: shared[i % shared.length]!,
  }));
  return bag;
}

describe("configurator wire format", () => {
  it("gives back the product the configurator reads, field for field", () => {
    const bag = bagSharingColours();
    const { id, name, label, details, sku, starting_price, views, components } = bag;
    const unpacked = unpackConfigurable(JSON.parse(JSON.stringify(packConfigurable(bag))));
    expect(unpacked).toEqual({ id, name, label, details, sku, starting_price, views, components });
  });

  it("sends each colour and material once, and nothing the configurator does not read", () => {
    const bag = bagSharingColours();
    bag.images = [
      {
        id: "img",
        file_name: "never-sent.webp",
        image_type: { name: "hero" },
        image_format: { file_extension: "webp" },
        alt: "",
        width: 1,
        height: 1,
      },
    ];
    const variants = bag.components.flatMap((c) => c.variants);
    const colours = new Set(variants.map((v) => v.material_color.id));
    const materials = new Set(variants.map((v) => v.material_color.material.id));
    expect(colours.size).toBeLessThan(variants.length);

    const wire = packConfigurable(bag);
    expect(wire.colors.map((c) => c.id).sort()).toEqual([...colours].sort());
    expect(wire.materials.map((m) => m.id).sort()).toEqual([...materials].sort());
    const json = JSON.stringify(wire);
    expect(json).not.toContain("never-sent");
    expect(json).not.toContain("/images/swatches/");
    expect(json.split('"material_type_id"').length - 1).toBe(materials.size);
    // Every colour and material id travels exactly once: variants and colours refer by position.
    for (const id of [...colours, ...materials]) {
      expect(json.split(`"${id}"`).length - 1).toBe(1);
    }
  });

  it("refuses data whose variant names a colour the tables lack", () => {
    const wire = packConfigurable(bagSharingColours());
    wire.colors.pop();
    expect(() => unpackConfigurable(wire)).toThrow(/missing from the configurator data/);
  });
});
