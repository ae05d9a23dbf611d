// POST /api/external/payments/stripe/payment-intents – not in spec 7: starts a live card payment
import { handle } from "@/lib/api/handler";
import { createPaymentIntent } from "@/lib/api/operations/payments";
import { ownerOf } from "@/lib/configured-products/service";
import { orderTotalFor } from "@/lib/checkout/amount-due";
import { assertStartAvailable, createCardPaymentIntent } from "@/lib/payments/start";

export const POST = handle(createPaymentIntent, async (ctx) => {
  assertStartAvailable("card-intent");
  const amount = await orderTotalFor(ctx.db, ctx.body.order_id, await ownerOf(ctx));
  const intent = await createCardPaymentIntent(ctx.body.order_id, amount);
  return { id: intent.id, client_secret: intent.clientSecret };
});
