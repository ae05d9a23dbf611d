// POST /api/external/public/confirm-signup – spec 7 Account (finishing POST /customers/signup)
import { handle } from "@/lib/api/handler";
import { confirmSignup } from "@/lib/api/operations/account";
import { deviceCookie } from "@/lib/customers/device";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";
import { confirmSignup as confirm } from "@/lib/customers/signup";
import { subscribeConfirmed } from "@/lib/marketing/newsletter";

export const POST = handle(confirmSignup, async (ctx) => {
  const customer = await confirm(ctx.db, ctx.body, (tx, made) =>
    subscribeConfirmed(tx, made.email, made.retailStoreId),
  );
  const { token, cartId } = await startCustomerSession(ctx, customer);
  const device = await deviceCookie(customer.email, null);
  ctx.setCookie(device.name, device.value, device.options);
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
