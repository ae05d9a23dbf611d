// GET /api/orders/track/repair-photos/{id} – a photo of the tracked order's repair (issue 38)
import type { NextRequest } from "next/server";
import { z } from "zod";
import { domainErrorResponse } from "@/lib/api/errors";
import { repairPhotoResponse } from "@/lib/api/repair-photo";
import { storeOfRequest } from "@/lib/api/request-store";
import { DomainError } from "@/lib/errors";
import { trackedRepairPhoto } from "@/lib/orders/guest-repairs";
import { TRACK_FORM_COOKIE } from "@/lib/orders/tracking";

type Route = { params: Promise<{ id: string }> };

/** Only for the browser holding the grant of the photo's order; 404 for anyone else. */
export async function GET(request: NextRequest, route: Route) {
  const id = z.uuid().safeParse((await route.params).id);
  const bytes = id.success
    ? await trackedRepairPhoto(
        storeOfRequest(request),
        request.cookies.get(TRACK_FORM_COOKIE)?.value,
        id.data.toLowerCase(),
      )
    : null;
  if (!bytes) return domainErrorResponse(DomainError.notFound("Photo"));
  return repairPhotoResponse(bytes);
}
