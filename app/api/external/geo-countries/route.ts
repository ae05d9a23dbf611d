// GET /api/external/geo-countries – spec 7, Account
import { handle } from "@/lib/api/handler";
import { getGeoCountries } from "@/lib/api/operations/catalogue";
import { listCountries } from "@/lib/geo/repository";

export const GET = handle(getGeoCountries, ({ db }) => listCountries(db));
