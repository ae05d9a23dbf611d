// GET, POST /api/orders/track/repairs – the tracked order's repairs; a guest asks for one (issue 38)
import type { NextRequest } from "next/server";
import { domainErrorResponse } from "@/lib/api/errors";
import { readRepairForm } from "@/lib/api/operations/repairs";
import { storeOfRequest } from "@/lib/api/request-store";
import { failure, success } from "@/lib/api/respond";
import { DomainError } from "@/lib/errors";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { askTrackedRepair, trackedRepairs } from "@/lib/orders/guest-repairs";
import { postedFromHere, TRACK_FORM_COOKIE } from "@/lib/orders/tracking";

/** What the guest may send for repair, and the repairs so far; 404 without a live grant. */
export async function GET(request: NextRequest) {
  const panel = await trackedRepairs(
    storeOfRequest(request),
    request.cookies.get(TRACK_FORM_COOKIE)?.value,
  );
  if (!panel) return domainErrorResponse(DomainError.notFound("Order"));
  return success(panel, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The order is the one the tracking cookie's grant names, never one the body names: without a
 * live grant the answer is 404. The cookie is SameSite=Lax and the route checks the request
 * came from this shop's own pages, as the guest's returns do.
 */
export async function POST(request: NextRequest) {
  if (!postedFromHere(request.headers)) {
    return failure(403, "This form is only sent from this shop's own page.");
  }
  try {
    const form = await readRepairForm(request);
    const outcome = await askTrackedRepair(
      storeOfRequest(request),
      request.cookies.get(TRACK_FORM_COOKIE)?.value,
      form,
    );
    if (!outcome.replayed) kickMailDelivery();
    return success(outcome.view);
  } catch (error) {
    if (error instanceof DomainError) return domainErrorResponse(error);
    throw error;
  }
}
