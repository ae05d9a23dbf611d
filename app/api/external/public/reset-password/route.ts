// POST /api/external/public/reset-password – spec 7, Account
import { handle } from "@/lib/api/handler";
import { resetPassword } from "@/lib/api/operations/account";
import { resetPassword as reset } from "@/lib/customers/account";

export const POST = handle(resetPassword, async (ctx) => {
  await reset(ctx.db, ctx.body);
  return { reset: true as const };
});
