/**
 * The published catalogue as JSON. Field names follow the spec's entities (section 3) because
 * the same objects are the `content` of the catalogue API responses.
 */
type Flag = 0 | 1;

export type CatalogueImage = {
  id: string;
  file_name: string;
  image_type: { name: string };
  image_format: { file_extension: string };
  alt: string;
  width: number;
  height: number;
};

/** A category, material or product: a stable `name` for URLs, a `label` for people. */
type Named = { id: string; name: string; label: string; description: string };

export type CatalogueCategory = Named;

export type CatalogueMaterial = Named & {
  material_type_id: string;
  material_type: { name: string; label: string };
  part: { name: string } | null;
  /** Working days a design using it takes beyond the bag's lead; absent in older caches (0). */
  extra_lead_days?: number;
};

export type CatalogueMaterialColor = {
  id: string;
  name: string;
  label: string;
  hex: string;
  material_id: string;
  swatch: string;
  material: CatalogueMaterial;
};

export type CatalogueVariant = {
  id: string;
  price: number;
  custom_material: Flag;
  material_color: CatalogueMaterialColor;
};

export type CataloguePersonalizable = {
  id: string;
  position_type: string;
  max_length: number;
  allowed_types: string[];
  price: number;
  label_x_position: number;
  label_y_position: number;
};

export type CatalogueComponent = {
  id: string;
  key: string;
  display_name: string;
  description: string;
  component_type: { name: string };
  part: { name: string } | null;
  selectable_type: { name: string } | null;
  parent_id: string | null;
  price: number;
  /** Working days choosing it adds (optional extras). */
  extra_lead_days?: number;
  sort: number;
  layers: {
    id: string;
    view: string;
    z_index: number;
    label_x_position: number;
    label_y_position: number;
  }[];
  selectable_options: {
    id: string;
    name: string;
    label: string;
    price: number;
    extra_lead_days?: number;
  }[];
  conditionables: {
    id: string;
    requires_component_id: string | null;
    requires_option_id: string | null;
  }[];
  optional_trues: string[];
  optional_falses: string[];
  personalizable: CataloguePersonalizable | null;
  variants: CatalogueVariant[];
};

export type CatalogueProduct = Named & {
  details: string;
  sku: string | null;
  product_type: { name: string };
  category: CatalogueCategory | null;
  enabled: Flag;
  starting_price: number;
  /** Units on hand at build time; pages ask the live endpoint before promising stock. */
  stock: number | null;
  views: string[];
  /** Gift cards only: the amounts offered, in cents. */
  denominations: number[] | null;
  /** Made-to-order bags: the atelier's base lead in working days (lib/delivery). */
  lead_days?: number | null;
  images: CatalogueImage[];
  retailer_store_exclusions: string[];
};

export type CatalogueProductDetail = CatalogueProduct & { components: CatalogueComponent[] };

export type CatalogueRetailStore = {
  id: string;
  name: string;
  label: string;
  retailer: { name: string; label: string };
};

export type CatalogueContentPage = {
  id: string;
  slug: string;
  collection: string;
  title: string;
  body: string;
  hero_image: string | null;
  production_ready: Flag;
  global: Flag;
  published: Flag;
  private: Flag;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: string;
};

export type CatalogueManifest = {
  version: 1;
  /** Hash of every file's content; changes exactly when the published catalogue changes. */
  digest: string;
  counts: Record<string, number>;
};

/**
 * What the configurator reads of a product: the browser gets this much and no more
 * (lib/configurator/wire.ts), and a full detail record satisfies it on the server.
 */
export type ConfigurableProduct = Pick<
  CatalogueProductDetail,
  "id" | "name" | "label" | "details" | "sku" | "starting_price" | "views" | "components"
>;
