import { api } from "@/lib/http/client";

/** Creates the PayPal order on the server, for the cart total; returns its id. */
export async function createPaypalOrderFor(orderId: string): Promise<string> {
  const order = await api<{ id: string }>("POST", "/payments/paypal/orders", { order_id: orderId });
  return order.id;
}
