// GET /api/external/fresh/products/{id}?preview=true – spec 7, Catalogue (staff preview)
import { draftMode } from "next/headers";
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getFreshProduct } from "@/lib/api/operations/catalogue";
import { loadProduct } from "@/lib/catalogue/load-product";
import { isStaff } from "@/lib/staff/role";

export const GET = handle(getFreshProduct, async ({ db, params, query, customer }) => {
  // Outside a staff draft session the route does not exist, so drafts cannot be probed.
  if (query.preview !== "true" || !isStaff(customer) || !(await draftMode()).isEnabled) {
    throw DomainError.notFound();
  }
  const product = await loadProduct(db, params.id);
  if (!product) throw DomainError.notFound("Product");
  return product;
});
