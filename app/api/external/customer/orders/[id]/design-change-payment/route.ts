// POST /api/external/customer/orders/{id}/design-change-payment – issue 38: a live card intent for the difference
import { handle } from "@/lib/api/handler";
import { differenceRequestOf } from "@/lib/api/operations/aftercare";
import { startCustomerDifferencePayment } from "@/lib/api/operations/design-change-payments";
import { customerAftercareOrder } from "@/lib/orders/aftercare";
import { startDifferencePayment } from "@/lib/orders/difference-payment";

export const POST = handle(
  startCustomerDifferencePayment,
  async ({ db, customer, params, body }) => {
    const order = await customerAftercareOrder(db, customer.id, params.id);
    const intent = await startDifferencePayment(db, order, differenceRequestOf(body));
    return { id: intent.id, client_secret: intent.clientSecret, amount: intent.amount };
  },
);
