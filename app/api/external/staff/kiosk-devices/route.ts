// GET, POST /api/external/staff/kiosk-devices – staff list kiosks and enroll this browser (issue 25)
import { handle } from "@/lib/api/handler";
import {
  enrollKioskBrowserOperation,
  listKioskDevicesOperation,
} from "@/lib/api/operations/kiosks";
import { kioskCookie } from "@/lib/kiosks/credential";
import { enrollBrowser, kioskOverview } from "@/lib/kiosks/devices";
import { requestKiosk } from "@/lib/kiosks/request";
import { KIOSK_COOKIE } from "@/lib/kiosks/rules";
import { assertStaff } from "@/lib/staff/stores";

export const GET = handle(listKioskDevicesOperation, async (ctx) => {
  assertStaff(ctx.customer);
  return kioskOverview(ctx.db, ctx.store, await requestKiosk(ctx));
});

export const POST = handle(enrollKioskBrowserOperation, async (ctx) => {
  assertStaff(ctx.customer);
  const { device, credential } = await enrollBrowser(ctx.db, {
    store: ctx.store,
    label: ctx.body.label,
    createdBy: ctx.customer.email,
    cookie: ctx.request.cookies.get(KIOSK_COOKIE)?.value,
  });
  const cookie = await kioskCookie(ctx.store, credential);
  ctx.setCookie(cookie.name, cookie.value, cookie.options);
  return kioskOverview(ctx.db, ctx.store, device);
});
