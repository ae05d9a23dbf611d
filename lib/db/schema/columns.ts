import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

// Every primary key is a random UUID so no sequential id can ever leave the server.
export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).defaultNow().notNull();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).defaultNow().notNull();

/** Money is always integer cents. */
export const cents = (name: string) => integer(name);
