// GET /api/external/customer/orders/{id}/aftercare – issue 38: change or cancel until cutting
import { handle } from "@/lib/api/handler";
import { customerOrderAftercare } from "@/lib/api/operations/aftercare";
import { aftercareAnswer, aftercareOf, customerAftercareOrder } from "@/lib/orders/aftercare";

export const GET = handle(customerOrderAftercare, async ({ db, customer, params }) =>
  aftercareAnswer(await aftercareOf(db, await customerAftercareOrder(db, customer.id, params.id))),
);
