// POST /api/external/staff/preview – marketing staff preview on or off (spec 2 preview routes)
import { draftMode } from "next/headers";
import { handle } from "@/lib/api/handler";
import { setStaffPreview } from "@/lib/api/operations/staff";
import { assertStaff } from "@/lib/staff/stores";

export const POST = handle(setStaffPreview, async (ctx) => {
  assertStaff(ctx.customer);
  const draft = await draftMode();
  if (ctx.body.enabled) draft.enable();
  else draft.disable();
  return { preview: ctx.body.enabled };
});
