import { API, newClient, placeOrder, register, type CartView, type Ok } from "./accounts";
import { monogrammed, plainDesign, saveTote } from "./designs";
import type { Client, Reply } from "./http";

/*
 * Shared by the API tests (jest) and the e2e specs (Playwright), so it asserts with plain
 * errors rather than either runner's `expect`.
 */

const must = (reply: Reply, status: number, what: string) => {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${reply.text}`);
  return reply;
};

const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;

async function localCardToken(client: Client, number: string): Promise<string> {
  const reply = await client.send("POST", `${API}/payments/local/card-tokens`, {
    number,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  return content<{ token: string }>(must(reply, 200, "card token")).token;
}

/**
 * A guest orders a plain City Tote, tracks it at /orders/track, and asks for this monogram
 * with a card that is declined: the order's number, its change refused for client care.
 */
export async function refusedDearerChange(email: string, monogram: string): Promise<string> {
  const client = newClient();
  const made = must(
    await client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: await saveTote(client, plainDesign),
    }),
    200,
    "the bag",
  );
  const registered = await register(client, content<CartView>(made).id, email);
  const number = content<CartView>(must(await placeOrder(client, registered), 200, "the order"))
    .cart.number;
  if (!number) throw new Error("the order has no number");
  const guest = newClient();
  must(
    await guest.request("POST", "/api/orders/track", {
      rawBody: new URLSearchParams({ number, email }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    303,
    "tracking",
  );
  const view = content<{ lines: { id: string }[] }>(
    must(await guest.get(`${API}/tracked-order/aftercare`), 200, "aftercare"),
  );
  const body = {
    line_id: view.lines[0]?.id,
    configured_product_id: await saveTote(guest, monogrammed(monogram)),
  };
  const quote = must(
    await guest.send("POST", `${API}/tracked-order/design-change-quote`, body),
    200,
    "the quote",
  );
  must(
    await guest.send("POST", `${API}/tracked-order/design-change`, {
      ...body,
      expected_difference: content<{ difference: number }>(quote).difference,
      payment_token: await localCardToken(guest, "4000000000000002"),
    }),
    422,
    "the declined change",
  );
  return number;
}
