// POST /api/external/logout – spec 4, Customer session (logout)
import { handle } from "@/lib/api/handler";
import { logout } from "@/lib/api/operations/account";
import { endCustomerSession } from "@/lib/customers/sign-in";

export const POST = handle(logout, async (ctx) => {
  await endCustomerSession(ctx, ctx.apiToken);
  return { signed_out: true as const };
});
