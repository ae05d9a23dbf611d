import { artworkPaths } from "@/lib/catalogue/artwork-paths";
import type {
  CatalogueComponent,
  CatalogueMaterial,
  CatalogueMaterialColor,
  CatalogueVariant,
  ConfigurableProduct,
} from "@/lib/catalogue/types";

type WireVariant = Omit<CatalogueVariant, "material_color"> & { material_color_id: string };
type WireComponent = Omit<CatalogueComponent, "variants"> & { variants: WireVariant[] };
/** The swatch path is derived from the names (artworkPaths), so it does not travel. */
type WireColor = Omit<CatalogueMaterialColor, "material" | "swatch" | "id">;

/**
 * A configurable product as the browser receives it. In the catalogue every variant carries its
 * colour and that colour's material in full (a bag of 95 variants repeats 10 materials 95 times);
 * here colours and materials travel once, in lookup tables by id, and variants name their colour.
 */
export type ConfigurableWire = {
  product: Omit<ConfigurableProduct, "components"> & { components: WireComponent[] };
  colors: Record<string, WireColor>;
  materials: Record<string, CatalogueMaterial>;
};

/** Server side: only the fields the configurator reads, each colour and material once. */
export function packConfigurable(product: ConfigurableProduct): ConfigurableWire {
  const colors: Record<string, WireColor> = {};
  const materials: Record<string, CatalogueMaterial> = {};
  const components = product.components.map((component) => ({
    ...component,
    variants: component.variants.map(({ material_color: color, ...variant }) => {
      const { material, swatch: _swatch, id: _id, ...rest } = color;
      colors[color.id] = rest;
      materials[material.id] = material;
      return { ...variant, material_color_id: color.id };
    }),
  }));
  const { id, name, label, details, sku, starting_price, views } = product;
  return {
    product: { id, name, label, details, sku, starting_price, views, components },
    colors,
    materials,
  };
}

/**
 * Browser side: the product the configurator's pure modules take. Variants of one colour share
 * one colour object, and colours of one material one material object.
 */
export function unpackConfigurable(wire: ConfigurableWire): ConfigurableProduct {
  const colors = new Map<string, CatalogueMaterialColor>();
  const colorOf = (id: string): CatalogueMaterialColor => {
    const known = colors.get(id);
    if (known) return known;
    const color = wire.colors[id];
    const material = color ? wire.materials[color.material_id] : undefined;
    if (!color || !material) throw new Error(`Colour ${id} is missing from the configurator data.`);
    const full = {
      ...color,
      id,
      swatch: artworkPaths.swatch(material.name, color.name),
      material,
    };
    colors.set(id, full);
    return full;
  };
  return {
    ...wire.product,
    components: wire.product.components.map((component) => ({
      ...component,
      variants: component.variants.map(({ material_color_id, ...variant }) => ({
        ...variant,
        material_color: colorOf(material_color_id),
      })),
    })),
  };
}
