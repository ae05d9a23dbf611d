// GET /api/external/public/configured-products/{id} – spec 7, Configured products
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getSharedConfiguredProduct } from "@/lib/api/operations/configured-products";
import { findShared } from "@/lib/configured-products/repository";
import { sharedView } from "@/lib/configured-products/service";

export const GET = handle(getSharedConfiguredProduct, async ({ db, params }) => {
  const record = await findShared(db, params.id);
  if (!record) throw DomainError.notFound("Configured product");
  return sharedView(db, record);
});
