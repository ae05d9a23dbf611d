import * as pg from "drizzle-orm/pg-core";

// Every primary key is a random UUID so no sequential id can ever leave the server.
export const id = () => pg.uuid("id").primaryKey().defaultRandom();

export const createdAt = () =>
  pg.timestamp("created_at", { withTimezone: true }).defaultNow().notNull();

export const updatedAt = () =>
  pg.timestamp("updated_at", { withTimezone: true }).defaultNow().notNull();

/** Money is always integer cents. */
export const cents = (name: string) => pg.integer(name);

/** A required link to another row (a uuid foreign key). */
export const link = (name: string, target: () => pg.AnyPgColumn) =>
  pg.uuid(name).notNull().references(target);

/** A row that belongs to another: it is deleted with it. */
export const parent = (name: string, target: () => pg.AnyPgColumn) =>
  pg.uuid(name).notNull().references(target, { onDelete: "cascade" });
