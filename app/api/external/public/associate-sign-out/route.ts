// POST /api/external/public/associate-sign-out – spec 7 validateAssociate's end (issue 23, kiosk idle reset)
import { handle } from "@/lib/api/handler";
import { associateSignOutOperation } from "@/lib/api/operations/associates";
import { endBindings } from "@/lib/associates/binding";
import { ASSOCIATE_COOKIE } from "@/lib/associates/cookie";
import { cartActor } from "@/lib/cart/actor";
import { requestKiosk } from "@/lib/kiosks/request";

export const POST = handle(associateSignOutOperation, async (ctx) => {
  await endBindings(ctx.db, await cartActor(ctx), await requestKiosk(ctx));
  ctx.deleteCookie(ASSOCIATE_COOKIE);
  return { signed_out: true as const };
});
