// POST /api/external/login – spec 7, Account
import { handle } from "@/lib/api/handler";
import { login } from "@/lib/api/operations/account";
import { signInClient } from "@/lib/api/sign-in-client";
import { authenticate } from "@/lib/customers/account";
import { deviceCookie } from "@/lib/customers/device";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";

export const POST = handle(login, async (ctx) => {
  const client = await signInClient(ctx.request, ctx.body.email);
  const customer = await authenticate(ctx.db, ctx.body, client);
  const { token, cartId } = await startCustomerSession(ctx, customer);
  // This browser is now known to the account: strangers' failures no longer lock it out.
  const device = await deviceCookie(customer.email, client.device);
  ctx.setCookie(device.name, device.value, device.options);
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
