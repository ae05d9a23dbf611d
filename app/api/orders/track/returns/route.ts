// POST /api/orders/track/returns – a guest asks for a return of the order they track (issue 38)
import type { NextRequest } from "next/server";
import { domainErrorResponse, zodFieldErrors } from "@/lib/api/errors";
import { returnRequestOf, returnRequestSchema } from "@/lib/api/operations/returns";
import { readJsonBody } from "@/lib/api/read-body";
import { storeOfRequest } from "@/lib/api/request-store";
import { failure, success } from "@/lib/api/respond";
import { DomainError } from "@/lib/errors";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { askTrackedReturn } from "@/lib/orders/guest-returns";
import { postedFromHere, TRACK_FORM_COOKIE } from "@/lib/orders/tracking";

/**
 * The order is the one the tracking cookie's grant names, never one the body names: without a
 * live grant the answer is 404. The cookie is SameSite=Lax and the route takes JSON from this
 * shop's own pages only, so another site cannot post it.
 */
export async function POST(request: NextRequest) {
  if (!postedFromHere(request.headers)) {
    return failure(403, "This form is only sent from this shop's own page.");
  }
  try {
    const parsed = returnRequestSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw DomainError.validation(zodFieldErrors(parsed.error));
    const outcome = await askTrackedReturn(
      storeOfRequest(request),
      request.cookies.get(TRACK_FORM_COOKIE)?.value,
      returnRequestOf(parsed.data),
    );
    if (!outcome.replayed) kickMailDelivery();
    return success(outcome.view);
  } catch (error) {
    if (error instanceof DomainError) return domainErrorResponse(error);
    throw error;
  }
}
