// GET /api/external/cart-delivery-dates/{id} – the bag's promised dates, per line and order (issue 26)
import { handle } from "@/lib/api/handler";
import { getCartDeliveryDates } from "@/lib/api/operations/delivery";
import { cartActor } from "@/lib/cart/actor";
import { cartDeliveryDates } from "@/lib/delivery/service";

export const GET = handle(getCartDeliveryDates, async (ctx) =>
  cartDeliveryDates(ctx.db, await cartActor(ctx), ctx.params.id),
);
