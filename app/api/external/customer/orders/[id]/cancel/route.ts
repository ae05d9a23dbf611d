// POST /api/external/customer/orders/{id}/cancel – issue 38: the client cancels before cutting
import { handle } from "@/lib/api/handler";
import { cancelCustomerOrder } from "@/lib/api/operations/aftercare";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { cancelByClient, customerAftercareOrder } from "@/lib/orders/aftercare";

export const POST = handle(cancelCustomerOrder, async ({ db, customer, params }) => {
  const cancelled = await cancelByClient(
    db,
    await customerAftercareOrder(db, customer.id, params.id),
  );
  kickMailDelivery();
  return cancelled;
});
