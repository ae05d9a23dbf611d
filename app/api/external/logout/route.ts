// POST /api/external/logout – spec 4, Customer session (logout)
import { draftMode } from "next/headers";
import { handle } from "@/lib/api/handler";
import { logout } from "@/lib/api/operations/account";
import { endCustomerSession } from "@/lib/customers/sign-in";

export const POST = handle(logout, async (ctx) => {
  await endCustomerSession(ctx, ctx.apiToken);
  // Staff preview ends with the session; the next person at this browser sees the live store.
  (await draftMode()).disable();
  return { signed_out: true as const };
});
