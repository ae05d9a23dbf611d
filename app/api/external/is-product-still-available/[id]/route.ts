// GET /api/external/is-product-still-available/{id} – spec 7, Catalogue
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getProductAvailability } from "@/lib/api/operations/catalogue";
import { liveAvailability } from "@/lib/catalogue/stock";

export const GET = handle(getProductAvailability, async ({ db, params }) => {
  const availability = await liveAvailability(db, params.id);
  if (!availability) throw DomainError.notFound("Product");
  return availability;
});
