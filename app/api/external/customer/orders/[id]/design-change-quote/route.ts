// POST /api/external/customer/orders/{id}/design-change-quote – issue 38: the price of a change
import { handle } from "@/lib/api/handler";
import { quoteCustomerDesignChange } from "@/lib/api/operations/aftercare";
import { customerAftercareOrder, quoteAnswer, quoteDesignChange } from "@/lib/orders/aftercare";

export const POST = handle(quoteCustomerDesignChange, async ({ db, customer, params, body }) => {
  const order = await customerAftercareOrder(db, customer.id, params.id);
  return quoteAnswer(
    await quoteDesignChange(db, order, {
      lineId: body.line_id,
      configuredProductId: body.configured_product_id,
    }),
  );
});
