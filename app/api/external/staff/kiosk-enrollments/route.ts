// POST /api/external/staff/kiosk-enrollments – staff make a one-time kiosk enrollment link (issue 25)
import { handle } from "@/lib/api/handler";
import { createKioskEnrollmentOperation } from "@/lib/api/operations/kiosks";
import { createEnrollmentCode } from "@/lib/kiosks/devices";
import { enrollmentLink } from "@/lib/kiosks/rules";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";
import { assertStaff } from "@/lib/staff/stores";

export const POST = handle(createKioskEnrollmentOperation, async (ctx) => {
  assertStaff(ctx.customer);
  const made = await createEnrollmentCode(ctx.db, {
    store: ctx.store,
    label: ctx.body.label,
    createdBy: ctx.customer.email,
  });
  return {
    id: made.id,
    code: made.code,
    link: enrollmentLink(configuredStoreOrigin(ctx.store), made.code),
    expires_at: made.expiresAt.toISOString(),
  };
});
