// POST /api/external/login – spec 7, Account
import { handle } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { login } from "@/lib/api/operations/account";
import { authenticate } from "@/lib/customers/account";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";

export const POST = handle(login, async (ctx) => {
  const customer = await authenticate(ctx.db, ctx.body, clientIp(ctx.request.headers));
  const { token, cartId } = await startCustomerSession(ctx, customer);
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
