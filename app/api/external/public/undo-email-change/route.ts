// POST /api/external/public/undo-email-change – spec 7 Account (the old address's way back)
import { handle } from "@/lib/api/handler";
import { undoEmailChange } from "@/lib/api/operations/account";
import { undoEmailChange as undo } from "@/lib/customers/email-change";

export const POST = handle(undoEmailChange, async (ctx) => {
  const customer = await undo(ctx.db, ctx.body);
  return { restored: true as const, email: customer.email };
});
