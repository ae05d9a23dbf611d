/**
 * The shape of the demo catalogue as authored in code. `scripts/db-seed.ts` turns it into rows
 * (deterministic ids, so a second seed changes nothing) and `scripts/artwork-build.ts` draws it.
 * All prices are integer cents.
 */

export type ComponentTypeName =
  "required" | "optional" | "container" | "selectable-option" | "selectable-group";
type PartName = "hardware" | "foil";
type SelectableTypeName = "required" | "optional" | "multiple";
type PersonalizationType = "text" | "initials" | "emoji";

export type SeedColor = {
  /** kebab-case, unique within the material. */
  name: string;
  label: string;
  /** #rrggbb */
  hex: string;
};

export type SeedMaterialType = { name: string; label: string };

export type SeedMaterial = {
  /** kebab-case, globally unique, e.g. `smooth-calf`. */
  name: string;
  label: string;
  /** One or two sentences a shopper reads in the material description panel. */
  description: string;
  materialType: string;
  /** Set for hardware finishes and foil colours. */
  part?: PartName;
  /** Drawing hint for artwork: surface texture. */
  /** Working days a design using it takes beyond the bag's lead (exotics, hand weaving). */
  extraLeadDays?: number;
  texture:
    "smooth" | "pebbled" | "suede" | "croc" | "canvas" | "metal" | "foil" | "satin" | "raffia";
  colors: SeedColor[];
};

type SeedVariantGroup = {
  material: string;
  /** Colour names of that material, or "all". */
  colors: string[] | "all";
  price: number;
  customMaterial?: boolean;
};

type SeedLayer = {
  view: string;
  /** Stacking order within the view; higher draws on top. */
  z: number;
  /** Label anchor in percent of the view box (0-100). */
  labelX: number;
  labelY: number;
};

type SeedPersonalizable = {
  positionType: "bottom-right" | "center" | "top-center" | "bottom-center";
  maxLength: number;
  allowedTypes: PersonalizationType[];
  price: number;
  labelX: number;
  labelY: number;
};

export type SeedComponent = {
  /** kebab-case, unique within the bag; used in artwork paths. */
  key: string;
  displayName: string;
  description: string;
  type: ComponentTypeName;
  part?: PartName;
  /** For selectable-option and selectable-group. */
  selectableType?: SelectableTypeName;
  /** Key of the container or selectable-group this component belongs to. */
  parent?: string;
  /** Price of choosing the component itself (optional extras), on top of its variant. */
  price?: number;
  /** Working days choosing it adds (hand-stamped extras). */
  extraLeadDays?: number;
  personalizable?: SeedPersonalizable;
  /** For selectable-option components. */
  options?: { name: string; label: string; price: number; extraLeadDays?: number }[];
  /** Offered only while one of these holds: another component chosen, or `componentKey:optionName` picked. */
  requires?: { component?: string; option?: string }[];
  /** Optional components: keys opened by answering yes / settled by answering no. */
  optionalTrue?: string[];
  optionalFalse?: string[];
  /** Empty for containers and groups, which draw nothing themselves. */
  layers: SeedLayer[];
  variants: SeedVariantGroup[];
};

export type SeedBag = {
  /** URL slug, e.g. `the-city-tote`. */
  name: string;
  label: string;
  description: string;
  /** Dimensions and care, a few lines. */
  details: string;
  startingPrice: number;
  /** The atelier's working days for the plainest design (lib/delivery/promise.ts). */
  leadDays: number;
  /** At least two, e.g. ["front", "side"]. */
  views: string[];
  /** Drawing hint for the artwork generator. */
  silhouette: "tote" | "crossbody" | "clutch" | "bucket" | "backpack" | "sleeve" | "satchel";
  components: SeedComponent[];
  /** Retail-store slugs that must not show this bag. */
  excludedStores?: string[];
  enabled?: boolean;
};

export type SeedStockProduct = {
  name: string;
  label: string;
  description: string;
  details: string;
  /** The name must contain `limited`, `sample` or `collection` to match its category (spec 3). */
  category: "limited-edition" | "sample-sale" | "collection";
  productType: "stock" | "mask";
  price: number;
  stock: number;
  sku: string;
  silhouette: SeedBag["silhouette"];
  /** Main and accent colour for the generated photo-style artwork. */
  hex: string;
  accentHex: string;
  /** Image file name as stored (may contain spaces; they become + in URLs and on disk). */
  imageFileName: string;
  excludedStores?: string[];
};

export type SeedGiftCard = {
  name: string;
  label: string;
  description: string;
  /** Denominations offered, cents. */
  amounts: number[];
  imageFileName: string;
};

export type SeedGiftBox = {
  name: string;
  label: string;
  description: string;
  price: number;
  hex: string;
  imageFileName: string;
};
