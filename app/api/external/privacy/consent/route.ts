// GET, POST /api/external/privacy/consent – consent events (issue 37)
import { handle } from "@/lib/api/handler";
import { latestConsent, recordConsent } from "@/lib/api/operations/consent";
import { latestConsentEvent, recordConsentEvent } from "@/lib/privacy/consent-records";

export const GET = handle(latestConsent, async (ctx) =>
  latestConsentEvent(ctx.db, ctx.customer.id),
);

export const POST = handle(recordConsent, async (ctx) => {
  await recordConsentEvent(ctx.db, {
    customerId: ctx.customer?.id ?? null,
    categories: ctx.body.categories,
    policyVersion: ctx.body.policy_version,
    source: ctx.body.source,
  });
  return { recorded: true as const };
});
