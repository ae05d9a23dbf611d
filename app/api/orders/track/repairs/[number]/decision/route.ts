// POST /api/orders/track/repairs/{number}/decision – a guest answers the estimate (issue 38)
import type { NextRequest } from "next/server";
import { domainErrorResponse, zodFieldErrors } from "@/lib/api/errors";
import { decisionSchema } from "@/lib/api/operations/repairs";
import { readJsonBody } from "@/lib/api/read-body";
import { storeOfRequest } from "@/lib/api/request-store";
import { failure, success } from "@/lib/api/respond";
import { DomainError } from "@/lib/errors";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { decideTrackedRepair } from "@/lib/orders/guest-repairs";
import { repairNumberSchema } from "@/lib/orders/repair-rules";
import { postedFromHere, TRACK_FORM_COOKIE } from "@/lib/orders/tracking";

type Route = { params: Promise<{ number: string }> };

export async function POST(request: NextRequest, route: Route) {
  if (!postedFromHere(request.headers)) {
    return failure(403, "This form is only sent from this shop's own page.");
  }
  try {
    const number = repairNumberSchema.safeParse((await route.params).number);
    if (!number.success) throw DomainError.notFound("Repair");
    const parsed = decisionSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw DomainError.validation(zodFieldErrors(parsed.error));
    const view = await decideTrackedRepair(
      storeOfRequest(request),
      request.cookies.get(TRACK_FORM_COOKIE)?.value,
      { number: number.data, decision: parsed.data.decision },
    );
    kickMailDelivery();
    return success(view);
  } catch (error) {
    if (error instanceof DomainError) return domainErrorResponse(error);
    throw error;
  }
}
