import type {
  CatalogueComponent,
  CataloguePersonalizable,
  CatalogueProductDetail,
  CatalogueVariant,
} from "../../lib/catalogue/types";

/** Hand-made catalogue data for the configurator tests; ids are readable on purpose. */

export function variant(
  id: string,
  materialType: string,
  price = 0,
  opts: { material?: string; color?: string; part?: "hardware" | "foil" } = {},
): CatalogueVariant {
  const material = opts.material ?? materialType;
  const color = opts.color ?? id;
  return {
    id,
    price,
    custom_material: 0,
    material_color: {
      id: `mc-${id}`,
      name: color,
      label: color,
      hex: "#000000",
      material_id: `mat-${material}`,
      swatch: "",
      material: {
        id: `mat-${material}`,
        name: material,
        label: material,
        description: "",
        material_type_id: materialType,
        material_type: { name: materialType, label: materialType },
        part: opts.part ? { name: opts.part } : null,
      },
    },
  };
}

export function personalizable(
  id: string,
  overrides: Partial<CataloguePersonalizable> = {},
): CataloguePersonalizable {
  return {
    id,
    position_type: "center",
    max_length: 3,
    allowed_types: ["initials", "emoji"],
    price: 0,
    label_x_position: 50,
    label_y_position: 50,
    ...overrides,
  };
}

type ComponentSpec = Partial<Omit<CatalogueComponent, "component_type" | "selectable_type">> & {
  id: string;
  type: string;
  selectableType?: string;
  requires?: { component?: string; option?: string }[];
  z?: number;
};

let sortCounter = 0;

export function component(spec: ComponentSpec): CatalogueComponent {
  const { type, selectableType, requires, z, ...rest } = spec;
  const layered = type !== "container" && type !== "selectable-group";
  return {
    key: spec.id,
    display_name: spec.id,
    description: "",
    part: null,
    parent_id: null,
    price: 0,
    sort: sortCounter++,
    layers: layered
      ? ["front", "side"].map((view) => ({
          id: `${spec.id}-${view}`,
          view,
          z_index: z ?? 10,
          label_x_position: 50,
          label_y_position: 50,
        }))
      : [],
    selectable_options: [],
    conditionables: (requires ?? []).map((r, i) => ({
      id: `${spec.id}-cond-${i}`,
      requires_component_id: r.component ?? null,
      requires_option_id: r.option ?? null,
    })),
    optional_trues: [],
    optional_falses: [],
    personalizable: null,
    variants: [],
    ...rest,
    component_type: { name: type },
    selectable_type: selectableType ? { name: selectableType } : null,
  };
}

export function product(
  id: string,
  components: CatalogueComponent[],
  overrides: Partial<CatalogueProductDetail> = {},
): CatalogueProductDetail {
  return {
    id,
    name: id,
    label: id,
    description: "",
    details: "",
    sku: null,
    product_type: { name: "custom-handbag" },
    category: null,
    enabled: 1,
    starting_price: 100000,
    stock: null,
    views: ["front", "side"],
    denominations: null,
    images: [],
    retailer_store_exclusions: [],
    components,
    ...overrides,
  };
}

const option = (id: string, price = 0) => ({ id, name: id, label: id, price });

/** A bag that uses every component type and rule; ids are prefixed so two bags never share one. */
export function fullBag(prefix = "b"): CatalogueProductDetail {
  const p = (id: string) => `${prefix}-${id}`;
  return product(p("bag"), [
    component({ id: p("exterior"), type: "container" }),
    component({
      id: p("body"),
      type: "required",
      parent_id: p("exterior"),
      display_name: "Body leather",
      z: 10,
      variants: [
        variant(p("body-black"), "leather", 0, { material: "calf", color: "black" }),
        variant(p("body-tan"), "leather", 1000, { material: "calf", color: "tan" }),
        variant(p("body-canvas"), "canvas", 500, { material: "canvas", color: "red" }),
      ],
    }),
    component({
      id: p("lining"),
      type: "required",
      display_name: "Lining",
      z: 5,
      variants: [variant(p("lining-satin"), "fabric"), variant(p("lining-suede"), "leather", 2500)],
    }),
    component({
      id: p("closure"),
      type: "selectable-option",
      selectableType: "required",
      z: 25,
      selectable_options: [option(p("open")), option(p("zip"), 9500)],
    }),
    component({
      id: p("pocket"),
      type: "selectable-option",
      selectableType: "optional",
      z: 17,
      selectable_options: [option(p("zip-pocket"), 8500), option(p("patch-pocket"), 6500)],
    }),
    component({
      id: p("pocket-leather"),
      type: "required",
      display_name: "Pocket leather",
      z: 16,
      requires: [{ option: p("zip-pocket") }, { option: p("patch-pocket") }],
      variants: [variant(p("pocket-black"), "leather"), variant(p("pocket-tan"), "leather", 300)],
    }),
    component({
      id: p("charms"),
      type: "selectable-option",
      selectableType: "multiple",
      z: 50,
      selectable_options: [option(p("bell"), 1000), option(p("star"), 2000)],
    }),
    component({
      id: p("add-strap"),
      type: "optional",
      price: 7500,
      layers: [],
      optional_trues: [p("strap-leather"), p("strap-hardware")],
      optional_falses: [p("strap-leather"), p("strap-hardware")],
    }),
    component({
      id: p("strap-leather"),
      type: "required",
      display_name: "Strap leather",
      requires: [{ component: p("add-strap") }],
      variants: [variant(p("strap-black"), "leather"), variant(p("strap-tan"), "leather")],
    }),
    component({
      id: p("strap-hardware"),
      type: "required",
      part: { name: "hardware" },
      display_name: "Strap hardware",
      requires: [{ component: p("add-strap") }],
      variants: [variant(p("strap-gold"), "metal", 0, { part: "hardware" })],
    }),
    component({
      id: p("dust-bag"),
      type: "optional",
      layers: [],
      optional_falses: [p("dust-bag-color")],
    }),
    component({
      id: p("dust-bag-color"),
      type: "required",
      display_name: "Dust bag colour",
      layers: [],
      variants: [variant(p("dust-white"), "cotton", 0), variant(p("dust-grey"), "cotton", 0)],
    }),
    component({ id: p("finishing"), type: "selectable-group", selectableType: "multiple" }),
    component({
      id: p("tassel"),
      type: "optional",
      parent_id: p("finishing"),
      price: 4500,
      display_name: "Leather tassel",
      variants: [
        variant(p("tassel-suede"), "leather", 0),
        variant(p("tassel-nappa"), "leather", 200),
      ],
    }),
    component({
      id: p("feet"),
      type: "optional",
      parent_id: p("finishing"),
      price: 2500,
      part: { name: "hardware" },
      variants: [variant(p("feet-brass"), "metal", 0, { part: "hardware" })],
    }),
    component({
      id: p("strap-style"),
      type: "selectable-group",
      selectableType: "required",
      display_name: "Strap style",
    }),
    component({
      id: p("chain"),
      type: "required",
      parent_id: p("strap-style"),
      variants: [variant(p("chain-gold"), "metal", 6500, { part: "hardware" })],
    }),
    component({
      id: p("webbing"),
      type: "required",
      parent_id: p("strap-style"),
      variants: [variant(p("webbing-stripe"), "textile", 4500)],
    }),
    component({
      id: p("monogram"),
      type: "optional",
      part: { name: "foil" },
      price: 4500,
      display_name: "Foil monogram",
      z: 40,
      personalizable: personalizable(p("monogram-p"), { price: 1500 }),
      variants: [
        variant(p("foil-gold"), "foil", 0, { part: "foil" }),
        variant(p("monogram-patch"), "leather", 0),
      ],
    }),
  ]);
}

/** The smallest bag: one required component, one required option, one optional extra. */
export function smallBag(overrides: Partial<CatalogueProductDetail> = {}): CatalogueProductDetail {
  return product(
    "small",
    [
      component({
        id: "s-body",
        type: "required",
        display_name: "Body",
        z: 10,
        variants: [variant("s-black", "leather"), variant("s-red", "leather", 700)],
      }),
      component({
        id: "s-closure",
        type: "selectable-option",
        selectableType: "required",
        z: 20,
        selectable_options: [option("s-open"), option("s-zip", 900)],
      }),
      component({
        id: "s-hardware",
        type: "required",
        part: { name: "hardware" },
        z: 30,
        variants: [variant("s-gold", "metal", 0, { part: "hardware" })],
      }),
    ],
    overrides,
  );
}
