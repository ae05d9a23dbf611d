import { artworkPaths } from "@/lib/catalogue/artwork-paths";
import type {
  CatalogueComponent,
  CatalogueMaterial,
  CatalogueMaterialColor,
  CatalogueVariant,
  ConfigurableProduct,
} from "@/lib/catalogue/types";

/** Variants name their colour by its place in the colour table (an index is 1–3 characters). */
type WireVariant = Omit<CatalogueVariant, "material_color"> & { color: number };
type WireComponent = Omit<CatalogueComponent, "variants"> & { variants: WireVariant[] };
/**
 * A colour names its material by its place in the material table; the swatch path is derived
 * from the names (artworkPaths), so it does not travel.
 */
type WireColor = Omit<CatalogueMaterialColor, "material" | "swatch" | "material_id"> & {
  material: number;
};

/**
 * A configurable product as the browser receives it. In the catalogue every variant carries its
 * colour and that colour's material in full (a bag of 95 variants repeats 10 materials 95 times);
 * here colours and materials travel once, in tables, and refer to each other by position, so no
 * id is repeated (ids are 36 characters, and each is escaped again inside the RSC payload).
 */
export type ConfigurableWire = {
  product: Omit<ConfigurableProduct, "components"> & { components: WireComponent[] };
  colors: WireColor[];
  materials: CatalogueMaterial[];
};

/** A table that hands out one position per id, in first-seen order. */
function table<T>() {
  const rows: T[] = [];
  const at = new Map<string, number>();
  return {
    rows,
    place(id: string, row: () => T): number {
      const known = at.get(id);
      if (known !== undefined) return known;
      at.set(id, rows.length);
      rows.push(row());
      return rows.length - 1;
    },
  };
}

/** Server side: only the fields the configurator reads, each colour and material once. */
export function packConfigurable(product: ConfigurableProduct): ConfigurableWire {
  const colors = table<WireColor>();
  const materials = table<CatalogueMaterial>();
  // Lead times stay on the server, which alone computes promised dates (lib/delivery).
  const components = product.components.map(({ extra_lead_days: _lead, ...component }) => ({
    ...component,
    selectable_options: component.selectable_options.map(
      ({ extra_lead_days: _optionLead, ...option }) => option,
    ),
    variants: component.variants.map(({ material_color: full, ...variant }) => {
      const { material, swatch: _swatch, material_id: _materialId, ...color } = full;
      const { extra_lead_days: _materialLead, ...shown } = material;
      const at = colors.place(full.id, () => ({
        ...color,
        material: materials.place(material.id, () => shown),
      }));
      return { ...variant, color: at };
    }),
  }));
  const { id, name, label, details, sku, starting_price, views } = product;
  return {
    product: { id, name, label, details, sku, starting_price, views, components },
    colors: colors.rows,
    materials: materials.rows,
  };
}

/**
 * Browser side: the product the configurator's pure modules take. Variants of one colour share
 * one colour object, and colours of one material one material object.
 */
export function unpackConfigurable(wire: ConfigurableWire): ConfigurableProduct {
  const colors = new Map<number, CatalogueMaterialColor>();
  const colorAt = (at: number): CatalogueMaterialColor => {
    const known = colors.get(at);
    if (known) return known;
    const color = wire.colors[at];
    const material = color ? wire.materials[color.material] : undefined;
    if (!color || !material) throw new Error(`Colour ${at} is missing from the configurator data.`);
    const full = {
      ...color,
      material_id: material.id,
      swatch: artworkPaths.swatch(material.name, color.name),
      material,
    };
    colors.set(at, full);
    return full;
  };
  return {
    ...wire.product,
    components: wire.product.components.map((component) => ({
      ...component,
      variants: component.variants.map(({ color, ...variant }) => ({
        ...variant,
        material_color: colorAt(color),
      })),
    })),
  };
}
