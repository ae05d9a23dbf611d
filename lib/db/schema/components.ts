import * as pg from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { cents, id, link, parent } from "./columns";
import { componentTypes, parts, selectableTypes } from "./component-lookups";
import { materialColors } from "./materials";
import { products } from "./products";

export const components = pg.pgTable(
  "components",
  {
    id: id(),
    productId: parent("product_id", () => products.id),
    /** Stable key within the product, used for artwork file names and URLs. */
    key: pg.text("key").notNull(),
    displayName: pg.text("display_name").notNull(),
    description: pg.text("description").notNull().default(""),
    componentTypeId: link("component_type_id", () => componentTypes.id),
    partId: pg.uuid("part_id").references(() => parts.id),
    selectableTypeId: pg.uuid("selectable_type_id").references(() => selectableTypes.id),
    /** Members of a container or selectable-group point at it. */
    parentId: pg.uuid("parent_id").references((): pg.AnyPgColumn => components.id, {
      onDelete: "cascade",
    }),
    personalizable: pg.boolean("personalizable").notNull().default(false),
    /** Price of choosing an optional component itself, on top of its variant. */
    price: cents("price").notNull().default(0),
    /** Working days choosing this component adds (a hand-stamped monogram, a painted motif). */
    extraLeadDays: pg.integer("extra_lead_days").notNull().default(0),
    sort: pg.integer("sort").notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex("components_product_key").on(t.productId, t.key),
    pg.index("components_parent").on(t.parentId),
  ],
);

/** One artwork layer per view; label positions are percentages of the view box. */
export const componentLayers = pg.pgTable(
  "component_layers",
  {
    id: id(),
    componentId: parent("component_id", () => components.id),
    view: pg.text("view").notNull(),
    zIndex: pg.integer("z_index").notNull(),
    labelXPosition: pg.integer("label_x_position").notNull(),
    labelYPosition: pg.integer("label_y_position").notNull(),
  },
  (t) => [pg.uniqueIndex("component_layers_component_view").on(t.componentId, t.view)],
);

/** Choices of a selectable-option component (e.g. strap style). */
export const componentSelectableOptions = pg.pgTable(
  "component_selectable_options",
  {
    id: id(),
    componentId: parent("component_id", () => components.id),
    name: pg.text("name").notNull(),
    label: pg.text("label").notNull(),
    price: cents("price").notNull().default(0),
    /** Working days choosing this option adds. */
    extraLeadDays: pg.integer("extra_lead_days").notNull().default(0),
    sort: pg.integer("sort").notNull().default(0),
  },
  (t) => [pg.uniqueIndex("component_selectable_options_name").on(t.componentId, t.name)],
);

/** A conditional component is offered only while its condition holds. */
export const componentConditionables = pg.pgTable(
  "component_conditionables",
  {
    id: id(),
    componentId: parent("component_id", () => components.id),
    requiresComponentId: pg.uuid("requires_component_id").references(() => components.id, {
      onDelete: "cascade",
    }),
    requiresOptionId: pg
      .uuid("requires_option_id")
      .references(() => componentSelectableOptions.id, {
        onDelete: "cascade",
      }),
  },
  (t) => [
    pg.index("component_conditionables_component").on(t.componentId),
    pg.check(
      "component_conditionables_one_target",
      sql`num_nonnulls(${t.requiresComponentId}, ${t.requiresOptionId}) = 1`,
    ),
  ],
);

/**
 * Optional true/false links: answering an optional component "yes" opens the `value = true`
 * components, answering "no" marks the `value = false` components as addressed.
 */
export const componentOptionalLinks = pg.pgTable(
  "component_optional_links",
  {
    id: id(),
    componentId: parent("component_id", () => components.id),
    linkedComponentId: parent("linked_component_id", () => components.id),
    value: pg.boolean("value").notNull(),
  },
  (t) => [pg.uniqueIndex("component_optional_links_unique").on(t.componentId, t.linkedComponentId)],
);

export const personalizables = pg.pgTable("personalizables", {
  id: id(),
  componentId: pg
    .uuid("component_id")
    .notNull()
    .unique()
    .references(() => components.id, { onDelete: "cascade" }),
  /** bottom-right, center, ... */
  positionType: pg.text("position_type").notNull(),
  maxLength: pg.integer("max_length").notNull(),
  /** Subset of text, initials, emoji. */
  allowedTypes: pg.text("allowed_types").array().notNull(),
  price: cents("price").notNull().default(0),
  labelXPosition: pg.integer("label_x_position").notNull(),
  labelYPosition: pg.integer("label_y_position").notNull(),
});

export const variants = pg.pgTable(
  "variants",
  {
    id: id(),
    componentId: parent("component_id", () => components.id),
    materialColorId: link("material_color_id", () => materialColors.id),
    price: cents("price").notNull(),
    customMaterial: pg.boolean("custom_material").notNull().default(false),
    sort: pg.integer("sort").notNull().default(0),
    deletedAt: pg.timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    pg.index("variants_component").on(t.componentId),
    pg.uniqueIndex("variants_component_color").on(t.componentId, t.materialColorId),
  ],
);
