import type { SeedColor, SeedComponent, SeedMaterial } from "../seed/catalogue/types";
import type { Surface } from "./textures";

export type ResolvedVariant = {
  material: SeedMaterial;
  color: SeedColor;
  price: number;
  customMaterial: boolean;
};

/** Looks materials and their colours up by name, failing loudly on a typo in the catalogue. */
export class MaterialIndex {
  private readonly byName: Map<string, SeedMaterial>;

  constructor(materials: SeedMaterial[]) {
    this.byName = new Map(materials.map((m) => [m.name, m]));
  }

  material(name: string): SeedMaterial {
    const material = this.byName.get(name);
    if (!material) throw new Error(`Unknown material ${name}`);
    return material;
  }

  color(material: SeedMaterial, name: string): SeedColor {
    const color = material.colors.find((c) => c.name === name);
    if (!color) throw new Error(`Unknown colour ${name} of material ${material.name}`);
    return color;
  }

  /** Every material colour a component offers, in catalogue order. */
  variants(component: SeedComponent): ResolvedVariant[] {
    return component.variants.flatMap((group) => {
      const material = this.material(group.material);
      const colors =
        group.colors === "all" ? material.colors : group.colors.map((c) => this.color(material, c));
      return colors.map((color) => ({
        material,
        color,
        price: group.price,
        customMaterial: group.customMaterial ?? false,
      }));
    });
  }
}

export function surfaceOf(material: SeedMaterial, color: SeedColor): Surface {
  return {
    texture: material.texture,
    hex: color.hex,
    // Blind emboss is a foil "colour" that presses the die without foil.
    emboss: material.part === "foil" && color.name === "blind-emboss",
  };
}
