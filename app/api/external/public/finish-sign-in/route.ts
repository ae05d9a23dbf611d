// POST /api/external/public/finish-sign-in – issue 25 (finishing POST /login from a locked address)
import { handle } from "@/lib/api/handler";
import { finishSignIn } from "@/lib/api/operations/account";
import { DEVICE_COOKIE, deviceCookie, deviceFor } from "@/lib/customers/device";
import { presentCustomer } from "@/lib/customers/present";
import { startCustomerSession } from "@/lib/customers/sign-in";
import { finishSignIn as finish } from "@/lib/customers/sign-in-link";

export const POST = handle(finishSignIn, async (ctx) => {
  const customer = await finish(ctx.db, ctx.body);
  const { token, cartId } = await startCustomerSession(ctx, customer);
  // The inbox vouched for this browser: from now on its own device key is all that counts here.
  const known = await deviceFor(ctx.request.cookies.get(DEVICE_COOKIE)?.value, customer.email);
  const device = await deviceCookie(customer.email, known);
  ctx.setCookie(device.name, device.value, device.options);
  return {
    customer: presentCustomer(customer),
    cart_id: cartId,
    ...(ctx.body.token_delivery === "body" ? { api_token: token } : {}),
  };
});
