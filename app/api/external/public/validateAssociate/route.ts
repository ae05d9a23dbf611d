// POST /api/external/public/validateAssociate – spec 7, Account (sales associate)
import { handle } from "@/lib/api/handler";
import { validateAssociateOperation } from "@/lib/api/operations/associates";
import { ASSOCIATE_COOKIE, associateCookieValue } from "@/lib/associates/cookie";
import { validateAssociate } from "@/lib/associates/validate";
import { cartActor } from "@/lib/cart/actor";
import { cartCookieOptions } from "@/lib/cart/cookies";
import { renewedKioskCookie } from "@/lib/kiosks/credential";
import { requestKiosk } from "@/lib/kiosks/request";
import { KIOSK_COOKIE } from "@/lib/kiosks/rules";

export const POST = handle(validateAssociateOperation, async (ctx) => {
  // Only an enrolled kiosk of this store takes PINs (issue 25); it is also who is guessing.
  const kiosk = await requestKiosk(ctx);
  const associate = await validateAssociate(ctx.db, await cartActor(ctx), ctx.body, kiosk);
  // Readable by the header, which is the same for every shopper; it names, it grants nothing.
  ctx.setCookie(ASSOCIATE_COOKIE, associateCookieValue(associate), cartCookieOptions());
  const renewed = await renewedKioskCookie(ctx.store, ctx.request.cookies.get(KIOSK_COOKIE)?.value);
  if (renewed) ctx.setCookie(renewed.name, renewed.value, renewed.options);
  return associate;
});
