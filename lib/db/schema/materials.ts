import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { parts } from "./component-lookups";

/** leather, exotic, textile, hardware-finish, foil ... */
export const materialTypes = pgTable("material_types", {
  id: id(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
});

export const materials = pgTable("materials", {
  id: id(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
  description: text("description").notNull().default(""),
  materialTypeId: uuid("material_type_id")
    .notNull()
    .references(() => materialTypes.id),
  /** Set for hardware finishes and foils. */
  partId: uuid("part_id").references(() => parts.id),
});

export const materialColors = pgTable(
  "material_colors",
  {
    id: id(),
    materialId: uuid("material_id")
      .notNull()
      .references(() => materials.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    label: text("label").notNull(),
    /** #rrggbb, used by the artwork and swatches. */
    hex: text("hex").notNull(),
    swatchFileName: text("swatch_file_name").notNull(),
  },
  (t) => [index("material_colors_material").on(t.materialId)],
);
