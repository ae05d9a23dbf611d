import "server-only";
import { asc, eq } from "drizzle-orm";
import { geoCountries, geoStates } from "../db/schema";
import type { Db } from "../db/types";

export type GeoCountry = { id: string; code: string; name: string };
export type GeoState = GeoCountry & { country_code: string };

/** Countries offered at checkout, by name. */
export async function listCountries(db: Db): Promise<GeoCountry[]> {
  return db
    .select({ id: geoCountries.id, code: geoCountries.code, name: geoCountries.name })
    .from(geoCountries)
    .orderBy(asc(geoCountries.name), asc(geoCountries.code));
}

/** States of one country (ISO alpha-2), by name; empty when the country has none on file. */
export async function listStates(db: Db, countryCode: string): Promise<GeoState[]> {
  return db
    .select({
      id: geoStates.id,
      code: geoStates.code,
      name: geoStates.name,
      country_code: geoCountries.code,
    })
    .from(geoStates)
    .innerJoin(geoCountries, eq(geoCountries.id, geoStates.countryId))
    .where(eq(geoCountries.code, countryCode))
    .orderBy(asc(geoStates.name), asc(geoStates.code));
}
