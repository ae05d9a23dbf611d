// POST /api/external/customer/orders/{id}/design-change – issue 38: confirm a design change
import { handle } from "@/lib/api/handler";
import { changeCustomerDesign, designChangeOf } from "@/lib/api/operations/aftercare";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { changeDesign, customerAftercareOrder, quoteAnswer } from "@/lib/orders/aftercare";

export const POST = handle(changeCustomerDesign, async ({ db, customer, params, body }) => {
  const order = await customerAftercareOrder(db, customer.id, params.id);
  const changed = await changeDesign(db, order, designChangeOf(body));
  kickMailDelivery();
  return quoteAnswer(changed);
});
