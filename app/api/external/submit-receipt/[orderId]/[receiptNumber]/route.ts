// POST /api/external/submit-receipt/{orderId}/{receiptNumber} – spec 7, Checkout (department-store receipt number)
import { handle } from "@/lib/api/handler";
import { submitReceiptOperation } from "@/lib/api/operations/checkout";
import { cartActor } from "@/lib/cart/actor";
import { submitReceipt } from "@/lib/checkout/receipt";
import { requestKiosk } from "@/lib/kiosks/request";

export const POST = handle(submitReceiptOperation, async (ctx) =>
  submitReceipt(
    ctx.db,
    await cartActor(ctx),
    ctx.params.orderId,
    ctx.params.receiptNumber,
    await requestKiosk(ctx),
  ),
);
