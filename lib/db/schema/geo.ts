import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";

export const geoCountries = pgTable("geo_countries", {
  id: id(),
  /** ISO 3166-1 alpha-2. */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const geoStates = pgTable(
  "geo_states",
  {
    id: id(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => geoCountries.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("geo_states_country_code").on(t.countryId, t.code)],
);
