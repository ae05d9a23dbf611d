// GET /api/external/promo-code-eligibility/{id}/{x} – spec 7, Cart and orders
import { NextResponse } from "next/server";
import { handle } from "@/lib/api/handler";
import { promoCodeEligibility } from "@/lib/api/operations/cart-extras";
import { cartActor } from "@/lib/cart/actor";
import { checkPromoCode } from "@/lib/cart/promo-service";

export const GET = handle(promoCodeEligibility, async (ctx) => {
  const result = await checkPromoCode(ctx.db, await cartActor(ctx), ctx.params.id, ctx.params.x);
  // Spec 7 answers 1 when eligible; a refusal also says why, beside the content.
  return NextResponse.json(
    result.eligible
      ? { status: "success", content: 1 }
      : { status: "success", content: 0, message: result.message },
    { headers: { "Cache-Control": "no-store" } },
  );
});
