import { api, call } from "@/lib/http/api-client";

/** Creates the PayPal order on the server, for the cart total; returns its id. */
export async function createPaypalOrderFor(orderId: string): Promise<string> {
  const order = await call(() =>
    api.POST("/api/external/payments/paypal/orders", { body: { order_id: orderId } }),
  );
  return order.id;
}
