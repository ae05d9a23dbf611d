// POST /api/external/customer/orders/{id}/design-change-paypal-order – issue 38: a PayPal order for the difference
import { handle } from "@/lib/api/handler";
import { differenceRequestOf } from "@/lib/api/operations/aftercare";
import { startCustomerPaypalDifference } from "@/lib/api/operations/design-change-paypal";
import { customerAftercareOrder } from "@/lib/orders/aftercare";
import { startPaypalDifference } from "@/lib/orders/difference-paypal";

export const POST = handle(
  startCustomerPaypalDifference,
  async ({ db, customer, params, body }) => {
    const order = await customerAftercareOrder(db, customer.id, params.id);
    return startPaypalDifference(db, order, differenceRequestOf(body));
  },
);
