// GET /api/external/geo-states – spec 7, Account
import { handle } from "@/lib/api/handler";
import { getGeoStates } from "@/lib/api/operations/catalogue";
import { listStates } from "@/lib/geo/repository";

export const GET = handle(getGeoStates, ({ db, query }) => listStates(db, query.country));
