import { plainDesign, saveTote } from "./designs";
import { API, newClient, placeOrder, register, signUp, type CartView, type Ok } from "./accounts";
import type { Client } from "./http";

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

/** A card token of the local provider: 4242… pays, 4000000000000002 is declined. */
export async function cardToken(client: Client, number = "4242424242424242"): Promise<string> {
  const reply = await client.send("POST", `${API}/payments/local/card-tokens`, {
    number,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  expect(reply.status).toBe(200);
  return reply.json<Ok<{ token: string }>>().content.token;
}

/** `guest` tracks the order at /orders/track (the tracking cookie) and reads its aftercare. */
export async function trackedGuest(
  guest: Client,
  number: string,
  email: string,
): Promise<{ guest: Client; lines: { id: string }[] }> {
  const tracked = await guest.request("POST", "/api/orders/track", {
    rawBody: new URLSearchParams({ number, email }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(tracked.status).toBe(303);
  const view = (await guest.get(`${API}/tracked-order/aftercare`)).json<
    Ok<{ lines: { id: string }[] }>
  >().content;
  return { guest, lines: view.lines };
}

/** A signed-up customer orders a City Tote of this design (by card): the account and the order. */
export async function signedUpToteOrder(design = plainDesign) {
  const account = await signUp();
  const designId = await saveTote(account.client, design);
  const made = await account.client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(made.status).toBe(200);
  const registered = await register(
    account.client,
    made.json<Ok<CartView>>().content.id,
    account.email,
  );
  const placed = await placeOrder(account.client, registered);
  expect(placed.status).toBe(200);
  return { account, order: placed.json<Ok<CartView>>().content };
}
