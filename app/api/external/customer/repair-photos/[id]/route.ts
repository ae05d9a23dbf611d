// GET /api/external/customer/repair-photos/{id} – a repair's photo, owner or client care (issue 38)
import { handle } from "@/lib/api/handler";
import { getRepairPhoto } from "@/lib/api/operations/repairs";
import { DomainError } from "@/lib/errors";
import { repairPhotoResponse } from "@/lib/api/repair-photo";
import { repairPhoto } from "@/lib/orders/repairs";

export const GET = handle(getRepairPhoto, async (ctx) => {
  const bytes = await repairPhoto(
    ctx.db,
    { kind: "customer", customer: ctx.customer },
    ctx.params.id,
  );
  if (!bytes) throw DomainError.notFound("Photo");
  return repairPhotoResponse(bytes);
});
