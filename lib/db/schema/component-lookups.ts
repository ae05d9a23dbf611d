import * as pg from "drizzle-orm/pg-core";
import { id } from "./columns";

/** required, optional, container, selectable-option, selectable-group. */
export const componentTypes = pg.pgTable("component_types", {
  id: id(),
  name: pg.text("name").notNull().unique(),
});

/** hardware, foil. A component without a part is leather/body. */
export const parts = pg.pgTable("parts", {
  id: id(),
  name: pg.text("name").notNull().unique(),
});

/** required, optional, multiple: how many options or group members may be chosen. */
export const selectableTypes = pg.pgTable("selectable_types", {
  id: id(),
  name: pg.text("name").notNull().unique(),
});
