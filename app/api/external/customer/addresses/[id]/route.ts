// PUT, DELETE /api/external/customer/addresses/{id} – spec 7, Account
import { handle } from "@/lib/api/handler";
import { deleteAddress, updateAddress } from "@/lib/api/operations/account";
import { deleteAddress as remove, updateAddress as update } from "@/lib/customers/addresses";

export const PUT = handle(updateAddress, async (ctx) =>
  update(ctx.db, ctx.customer, ctx.params.id, ctx.body),
);
export const DELETE = handle(deleteAddress, async (ctx) => {
  await remove(ctx.db, ctx.customer, ctx.params.id);
  return { deleted: true as const };
});
