// POST /api/external/customer/orders/{id}/design-change-checkout – issue 38: the wallet's or financing's checkout for the difference
import { handle } from "@/lib/api/handler";
import { differenceRequestOf } from "@/lib/api/operations/aftercare";
import { startCustomerDifferenceCheckout } from "@/lib/api/operations/design-change-checkouts";
import { customerAftercareOrder } from "@/lib/orders/aftercare";
import { changeReviewUrl, startDifferenceCheckout } from "@/lib/orders/difference-checkout";

export const POST = handle(
  startCustomerDifferenceCheckout,
  async ({ db, customer, params, body, request }) => {
    const order = await customerAftercareOrder(db, customer.id, params.id);
    const input = differenceRequestOf(body);
    // The provider returns the client to the host they came from (each store has its own).
    const back = changeReviewUrl(
      request.nextUrl.origin,
      { kind: "customer", orderId: order.id },
      input,
    );
    const checkout = await startDifferenceCheckout(db, order, input, back);
    return {
      provider: checkout.provider,
      redirect_url: checkout.redirectUrl,
      amount: checkout.amount,
    };
  },
);
