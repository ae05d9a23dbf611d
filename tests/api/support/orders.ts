import { plainDesign, saveTote } from "./designs";
import { API, newClient, placeOrder, register, type CartView, type Ok } from "./accounts";

/** A guest orders a made-to-order City Tote and pays by card: its order number and e-mail. */
export async function orderedTote(email: string): Promise<{ number: string; email: string }> {
  const client = newClient();
  const designId = await saveTote(client, plainDesign);
  const made = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(made.status).toBe(200);
  const registered = await register(client, made.json<Ok<CartView>>().content.id, email);
  const placed = await placeOrder(client, registered);
  expect(placed.status).toBe(200);
  const number = placed.json<Ok<CartView>>().content.cart.number;
  if (!number) throw new Error("the order has no number");
  return { number, email };
}
