import * as pg from "drizzle-orm/pg-core";
import { id, link, parent } from "./columns";
import { parts } from "./component-lookups";

/** leather, exotic, textile, hardware-finish, foil ... */
export const materialTypes = pg.pgTable("material_types", {
  id: id(),
  name: pg.text("name").notNull().unique(),
  label: pg.text("label").notNull(),
});

export const materials = pg.pgTable("materials", {
  id: id(),
  name: pg.text("name").notNull().unique(),
  label: pg.text("label").notNull(),
  description: pg.text("description").notNull().default(""),
  materialTypeId: link("material_type_id", () => materialTypes.id),
  /** Set for hardware finishes and foils. */
  partId: pg.uuid("part_id").references(() => parts.id),
  /** Working days a design using this material takes beyond its bag's lead (exotics, hand weaving). */
  extraLeadDays: pg.integer("extra_lead_days").notNull().default(0),
});

export const materialColors = pg.pgTable(
  "material_colors",
  {
    id: id(),
    materialId: parent("material_id", () => materials.id),
    name: pg.text("name").notNull(),
    label: pg.text("label").notNull(),
    /** #rrggbb, used by the artwork and swatches. */
    hex: pg.text("hex").notNull(),
    swatchFileName: pg.text("swatch_file_name").notNull(),
  },
  (t) => [pg.index("material_colors_material").on(t.materialId)],
);
