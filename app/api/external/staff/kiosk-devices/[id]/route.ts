// DELETE /api/external/staff/kiosk-devices/{id} – staff revoke a kiosk (issue 25)
import { handle } from "@/lib/api/handler";
import { revokeKioskDeviceOperation } from "@/lib/api/operations/kiosks";
import { kioskOverview, revokeKioskDevice } from "@/lib/kiosks/devices";
import { requestKiosk } from "@/lib/kiosks/request";
import { assertStaff } from "@/lib/staff/stores";

export const DELETE = handle(revokeKioskDeviceOperation, async (ctx) => {
  assertStaff(ctx.customer);
  await revokeKioskDevice(ctx.db, ctx.params.id);
  return kioskOverview(ctx.db, ctx.store, await requestKiosk(ctx));
});
