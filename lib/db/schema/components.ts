import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { cents, id } from "./columns";
import { componentTypes, parts, selectableTypes } from "./component-lookups";
import { materialColors } from "./materials";
import { products } from "./products";

export const components = pgTable(
  "components",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Stable key within the product, used for artwork file names and URLs. */
    key: text("key").notNull(),
    displayName: text("display_name").notNull(),
    description: text("description").notNull().default(""),
    componentTypeId: uuid("component_type_id")
      .notNull()
      .references(() => componentTypes.id),
    partId: uuid("part_id").references(() => parts.id),
    selectableTypeId: uuid("selectable_type_id").references(() => selectableTypes.id),
    /** Members of a container or selectable-group point at it. */
    parentId: uuid("parent_id").references((): AnyPgColumn => components.id, {
      onDelete: "cascade",
    }),
    personalizable: boolean("personalizable").notNull().default(false),
    /** Price of choosing an optional component itself, on top of its variant. */
    price: cents("price").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("components_product_key").on(t.productId, t.key),
    index("components_parent").on(t.parentId),
  ],
);

/** One artwork layer per view; label positions are percentages of the view box. */
export const componentLayers = pgTable(
  "component_layers",
  {
    id: id(),
    componentId: uuid("component_id")
      .notNull()
      .references(() => components.id, { onDelete: "cascade" }),
    view: text("view").notNull(),
    zIndex: integer("z_index").notNull(),
    labelXPosition: integer("label_x_position").notNull(),
    labelYPosition: integer("label_y_position").notNull(),
  },
  (t) => [uniqueIndex("component_layers_component_view").on(t.componentId, t.view)],
);

/** Choices of a selectable-option component (e.g. strap style). */
export const componentSelectableOptions = pgTable(
  "component_selectable_options",
  {
    id: id(),
    componentId: uuid("component_id")
      .notNull()
      .references(() => components.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    label: text("label").notNull(),
    price: cents("price").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("component_selectable_options_name").on(t.componentId, t.name)],
);

/** A conditional component is offered only while its condition holds. */
export const componentConditionables = pgTable(
  "component_conditionables",
  {
    id: id(),
    componentId: uuid("component_id")
      .notNull()
      .references(() => components.id, { onDelete: "cascade" }),
    requiresComponentId: uuid("requires_component_id").references(() => components.id, {
      onDelete: "cascade",
    }),
    requiresOptionId: uuid("requires_option_id").references(() => componentSelectableOptions.id, {
      onDelete: "cascade",
    }),
  },
  (t) => [
    index("component_conditionables_component").on(t.componentId),
    check(
      "component_conditionables_one_target",
      sql`num_nonnulls(${t.requiresComponentId}, ${t.requiresOptionId}) = 1`,
    ),
  ],
);

/**
 * Optional true/false links: answering an optional component "yes" opens the `value = true`
 * components, answering "no" marks the `value = false` components as addressed.
 */
export const componentOptionalLinks = pgTable(
  "component_optional_links",
  {
    id: id(),
    componentId: uuid("component_id")
      .notNull()
      .references(() => components.id, { onDelete: "cascade" }),
    linkedComponentId: uuid("linked_component_id")
      .notNull()
      .references(() => components.id, { onDelete: "cascade" }),
    value: boolean("value").notNull(),
  },
  (t) => [uniqueIndex("component_optional_links_unique").on(t.componentId, t.linkedComponentId)],
);

export const personalizables = pgTable("personalizables", {
  id: id(),
  componentId: uuid("component_id")
    .notNull()
    .unique()
    .references(() => components.id, { onDelete: "cascade" }),
  /** bottom-right, center, ... */
  positionType: text("position_type").notNull(),
  maxLength: integer("max_length").notNull(),
  /** Subset of text, initials, emoji. */
  allowedTypes: text("allowed_types").array().notNull(),
  price: cents("price").notNull().default(0),
  labelXPosition: integer("label_x_position").notNull(),
  labelYPosition: integer("label_y_position").notNull(),
});

export const variants = pgTable(
  "variants",
  {
    id: id(),
    componentId: uuid("component_id")
      .notNull()
      .references(() => components.id, { onDelete: "cascade" }),
    materialColorId: uuid("material_color_id")
      .notNull()
      .references(() => materialColors.id),
    price: cents("price").notNull(),
    customMaterial: boolean("custom_material").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("variants_component").on(t.componentId),
    uniqueIndex("variants_component_color").on(t.componentId, t.materialColorId),
  ],
);
