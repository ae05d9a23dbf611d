// POST /api/external/public/verify-email – account e-mail confirmation (joins guest orders)
import { handle } from "@/lib/api/handler";
import { verifyEmail } from "@/lib/api/operations/account";
import { verifyEmail as verify } from "@/lib/customers/account";

export const POST = handle(verifyEmail, async (ctx) => {
  await verify(ctx.db, ctx.body);
  return { verified: true as const };
});
