// GET /api/external/product-categories/{id} – spec 7, Catalogue
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getProductCategory } from "@/lib/api/operations/catalogue";
import { categoryWithProducts } from "@/lib/catalogue/stock";

export const GET = handle(getProductCategory, async ({ params, store }) => {
  const category = await categoryWithProducts(store, params.id);
  if (!category) throw DomainError.notFound("Product category");
  return category;
});
