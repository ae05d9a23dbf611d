// GET /api/external/public/retailer-stores/{storeName} – spec 7, Session and store
import { ApiError } from "@/lib/api/errors";
import { handle } from "@/lib/api/handler";
import { getRetailerStore } from "@/lib/api/operations/session";
import { findRetailStore } from "@/lib/retail/repository";

export const GET = handle(getRetailerStore, async ({ params }) => {
  const store = await findRetailStore(params.storeName);
  if (!store) throw ApiError.notFound("Retail store");
  return store;
});
