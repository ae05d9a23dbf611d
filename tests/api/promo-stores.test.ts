import { API, cartWith, mask, newClient, PORT, type Failure, type Ok } from "./support/accounts";

const GOOD_HEARTS = `goodhearts.localhost:${PORT}`;

const apply = (client: ReturnType<typeof newClient>, orderId: string, code: string) =>
  client.send("POST", `${API}/addPromoCodeToOrder`, { code, order_id: orderId });

describe("a store's own promo code (GOODHEARTS10)", () => {
  it("is taken at the charity store", async () => {
    const client = newClient(GOOD_HEARTS);
    const cart = await cartWith(client, mask.id);
    const reply = await apply(client, cart.id, "goodhearts10");
    expect(reply.status).toBe(200);
    const totals = reply.json<Ok<{ cart: { promo_total: number; item_total: number } }>>();
    expect(totals.content.cart.promo_total).toBe(Math.round(totals.content.cart.item_total / 10));
  });

  it("is refused elsewhere with a clear message, and a campaign link says so too", async () => {
    const client = newClient();
    const cart = await cartWith(client, mask.id);
    const reply = await apply(client, cart.id, "GOODHEARTS10");
    expect(reply.status).toBe(422);
    expect(reply.json<Failure>().errors?.code?.[0]).toBe(
      "This promo code belongs to another of our stores and cannot be used here.",
    );
    const link = await newClient().get(`${API}/public/promo-codes/GOODHEARTS10`);
    expect(link.json<Ok<{ valid: boolean }>>().content.valid).toBe(false);
    const there = await newClient(GOOD_HEARTS).get(`${API}/public/promo-codes/GOODHEARTS10`);
    expect(there.json<Ok<{ valid: boolean }>>().content.valid).toBe(true);
  });
});
