import * as pg from "drizzle-orm/pg-core";
import { id, link } from "./columns";

export const geoCountries = pg.pgTable("geo_countries", {
  id: id(),
  /** ISO 3166-1 alpha-2. */
  code: pg.text("code").notNull().unique(),
  name: pg.text("name").notNull(),
});

export const geoStates = pg.pgTable(
  "geo_states",
  {
    id: id(),
    countryId: link("country_id", () => geoCountries.id),
    code: pg.text("code").notNull(),
    name: pg.text("name").notNull(),
  },
  (t) => [pg.uniqueIndex("geo_states_country_code").on(t.countryId, t.code)],
);
