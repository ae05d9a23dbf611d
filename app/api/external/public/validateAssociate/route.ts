// POST /api/external/public/validateAssociate – spec 7, Account (sales associate)
import { clientIp } from "@/lib/api/client-ip";
import { handle } from "@/lib/api/handler";
import { validateAssociateOperation } from "@/lib/api/operations/associates";
import { ASSOCIATE_COOKIE, associateCookieValue } from "@/lib/associates/cookie";
import { validateAssociate } from "@/lib/associates/validate";
import { cartActor } from "@/lib/cart/actor";
import { cartCookieOptions } from "@/lib/cart/cookies";

export const POST = handle(validateAssociateOperation, async (ctx) => {
  // The guessing device is the kiosk's browser session (issue 23), then its address.
  const associate = await validateAssociate(ctx.db, await cartActor(ctx), ctx.body, {
    device: (await ctx.session()).sid,
    address: clientIp(ctx.request.headers),
  });
  // Readable by the header, which is the same for every shopper; it names, it grants nothing.
  ctx.setCookie(ASSOCIATE_COOKIE, associateCookieValue(associate), cartCookieOptions());
  return associate;
});
