// POST /api/external/public/kiosk-enrollment – a kiosk browser redeems its enrollment link (issue 25)
import { handle } from "@/lib/api/handler";
import { redeemKioskEnrollmentOperation } from "@/lib/api/operations/kiosks";
import { kioskCookie } from "@/lib/kiosks/credential";
import { redeemEnrollmentCode } from "@/lib/kiosks/devices";

export const POST = handle(redeemKioskEnrollmentOperation, async (ctx) => {
  const { device, credential } = await redeemEnrollmentCode(ctx.db, ctx.store, ctx.body.code);
  const cookie = await kioskCookie(ctx.store, credential);
  ctx.setCookie(cookie.name, cookie.value, cookie.options);
  return { id: device.id, label: device.label, store: device.store };
});
