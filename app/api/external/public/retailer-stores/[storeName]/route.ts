// GET /api/external/public/retailer-stores/{storeName} – spec 7, Session and store
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getRetailerStore } from "@/lib/api/operations/session";
import { findRetailStore } from "@/lib/catalogue/retail-stores";

export const GET = handle(getRetailerStore, async ({ params }) => {
  const store = await findRetailStore(params.storeName);
  if (!store) throw DomainError.notFound("Retail store");
  return store;
});
