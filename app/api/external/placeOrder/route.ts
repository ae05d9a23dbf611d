// POST /api/external/placeOrder – spec 7, Checkout
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { placeOrderOperation } from "@/lib/api/operations/checkout";
import { cartActor } from "@/lib/cart/actor";
import { clearCartCookies } from "@/lib/cart/cookies";
import { placedCartView, refreshCart } from "@/lib/cart/service";
import { placeOrder } from "@/lib/checkout/place-order";
import { afterOrderPlaced } from "@/lib/delivery/claim-state";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { requestKiosk } from "@/lib/kiosks/request";

export const POST = handle(placeOrderOperation, async (ctx) => {
  const { order_id, total, payment_method, payment_token } = ctx.body;
  if (payment_method !== "invoice" && !payment_token) {
    throw DomainError.validation({ payment_token: ["Please enter your payment details."] });
  }
  const placed = await placeOrder(ctx.db, await cartActor(ctx), {
    orderId: order_id,
    total,
    payment:
      payment_method === "invoice"
        ? { method: "invoice" }
        : { method: payment_method, token: payment_token ?? "" },
    // An invoice is the kiosk's (issue 25); card and wallet orders never look.
    kiosk: payment_method === "invoice" ? await requestKiosk(ctx) : null,
  });
  // The queue grew: dates shown next count this order, and the 21-day claim is rechecked.
  if (!placed.replayed) afterOrderPlaced(ctx.db);
  const view = placed.placedCart
    ? placedCartView(placed.placedCart)
    : await refreshCart(ctx.db, placed.order);
  // The confirmation was queued with the order; send it now rather than at the next tick.
  kickMailDelivery();
  clearCartCookies(ctx);
  return view;
});
