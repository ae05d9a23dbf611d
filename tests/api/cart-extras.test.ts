import { randomUUID } from "node:crypto";
import { promoDiscount } from "../../lib/promo/rules";
import { taxOn } from "../../lib/cart/totals";
import { Client } from "./support/http";
import { plainDesign, readProduct, saveTote, totePrice } from "./support/designs";

const API = "/api/external";
const mask = readProduct("limited-edition-silk-mask-gold-leaf"); // $45, plenty in stock
type Cart = {
  id: string;
  cart: {
    item_total: number;
    promo_total: number;
    gift_code_total: number;
    included_tax_total: number;
    total: number;
  };
  gift_codes: { id: string; price: number; address: unknown }[];
  gift_boxes: { id: string; gift_box_id: string; price: number; order_item_id: string | null }[];
  promo_code: { code: string; applied: boolean; message: string | null } | null;
  configured_products: { pivot: { id: string } }[];
  back_link: { href: string };
};
type Ok<T> = { status: "success"; content: T };
type Failure = { message: string; errors?: Record<string, string[]> };

const address = {
  name: "Ada Lovelace",
  line1: "12 Crosby Street",
  city: "New York",
  state: "ny",
  postal_code: "10013",
  country: "US",
};

async function cartWithTote(client: Client): Promise<Cart> {
  const designId = await saveTote(client, plainDesign);
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(reply.status).toBe(200);
  return reply.json<Ok<Cart>>().content;
}

async function giftCode(client: Client, body: Record<string, unknown>) {
  return client.send("POST", `${API}/gift-codes`, body);
}

describe("gift cards: POST /gift-codes then into the cart", () => {
  it("an e-gift card costs its amount and is neither taxed nor discounted", async () => {
    const client = new Client();
    const cart = await cartWithTote(client);
    const created = await giftCode(client, {
      amount: 10000,
      delivery: "email",
      recipient_name: "Grace",
      recipient_email: "grace@example.com",
      sender_name: "Ada",
      message: "Happy birthday",
    });
    expect(created.status).toBe(200);
    const code = created.json<Ok<{ id: string; price: number }>>().content;
    expect(code.price).toBe(10000);
    const added = await client.send(
      "GET",
      `${API}/add-cart-item/gift_code/${code.id}/${cart.id}/guest`,
    );
    expect(added.status).toBe(200);
    const after = added.json<Ok<Cart>>().content;
    const goods = totePrice(plainDesign);
    expect(after.cart).toMatchObject({
      item_total: goods,
      gift_code_total: 10000,
      included_tax_total: taxOn(goods),
      total: goods + taxOn(goods) + 10000,
    });
    expect(after.back_link.href).toBe("/gift-cards");
    // A gift card goes in one bag once.
    const again = await client.send(
      "GET",
      `${API}/add-cart-item/gift_code/${code.id}/${cart.id}/guest`,
    );
    expect(again.status).toBe(422);
  });

  it("a posted card adds the 500-cent surcharge and needs an address", async () => {
    const client = new Client();
    const missing = await giftCode(client, {
      amount: 25000,
      delivery: "post",
      recipient_name: "Grace",
    });
    expect(missing.status).toBe(422);
    expect(missing.json<Failure>().errors?.address).toBeDefined();
    const created = await giftCode(client, {
      amount: 25000,
      delivery: "post",
      recipient_name: "Grace",
      address,
    });
    expect(created.status).toBe(200);
    const code = created.json<Ok<{ id: string; price: number; address: { state: string } }>>();
    expect(code.content.price).toBe(25500);
    expect(code.content.address.state).toBe("NY");
    const cart = await client.send("POST", `${API}/orders`, {
      orderable_type: "gift-code",
      orderable_id: code.content.id,
    });
    expect(cart.status).toBe(200);
    expect(cart.json<Ok<Cart>>().content.cart).toMatchObject({
      item_total: 0,
      gift_code_total: 25500,
      included_tax_total: 0,
      total: 25500,
    });
  });

  it("refuses amounts the store does not offer, bad e-mail and the kiosk", async () => {
    const client = new Client();
    const odd = await giftCode(client, {
      amount: 1234,
      delivery: "email",
      recipient_name: "G",
      recipient_email: "g@example.com",
    });
    expect(odd.status).toBe(422);
    expect(odd.json<Failure>().errors?.amount).toEqual([
      "Please choose one of the amounts offered.",
    ]);
    const bad = await giftCode(client, {
      amount: 5000,
      delivery: "email",
      recipient_name: "G",
      recipient_email: "nope",
    });
    expect(bad.status).toBe(422);
    expect(bad.json<Failure>().errors?.recipient_email).toBeDefined();
    const kiosk = await giftCode(new Client("dept.localhost:3000"), {
      amount: 5000,
      delivery: "email",
      recipient_name: "G",
      recipient_email: "g@example.com",
    });
    expect(kiosk.status).toBe(422);
  });
});

describe("gift boxes", () => {
  it("wraps the order and a line, replaces and removes boxes, priced by the server", async () => {
    const client = new Client();
    const cart = await cartWithTote(client);
    const boxes = (await client.get(`${API}/public/gift-boxes`)).json<
      Ok<{ id: string; price: number }[]>
    >().content;
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    const [cheap, dear] = boxes as [{ id: string; price: number }, { id: string; price: number }];
    const goods = totePrice(plainDesign);

    const first = await client.send("PUT", `${API}/orders/add-gift-box/${cart.id}`, {
      product_id: cheap.id,
      price: 1,
    });
    expect(first.status).toBe(200);
    expect(first.json<Ok<Cart>>().content.cart.item_total).toBe(goods + cheap.price);
    const replaced = await client.send("PUT", `${API}/orders/add-gift-box/${cart.id}`, {
      product_id: dear.id,
    });
    const wrapped = replaced.json<Ok<Cart>>().content;
    expect(wrapped.gift_boxes).toHaveLength(1);
    expect(wrapped.cart.item_total).toBe(goods + dear.price);

    const lineId = wrapped.configured_products[0]?.pivot.id;
    const perLine = await client.send("POST", `${API}/order-gift-boxes`, {
      order_id: cart.id,
      gift_box_id: cheap.id,
      order_item_id: lineId,
      message: "For you",
    });
    expect(perLine.status).toBe(200);
    const both = perLine.json<Ok<Cart>>().content;
    expect(both.gift_boxes).toHaveLength(2);
    expect(both.cart.item_total).toBe(goods + dear.price + cheap.price);

    const orderBox = both.gift_boxes.find((b) => b.order_item_id === null);
    const removed = await client.send("DELETE", `${API}/order-gift-boxes`, {
      order_id: cart.id,
      id: orderBox?.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.json<Ok<Cart>>().content.cart.item_total).toBe(goods + cheap.price);

    const unknown = await client.send("PUT", `${API}/orders/add-gift-box/${cart.id}`, {
      product_id: randomUUID(),
    });
    expect(unknown.status).toBe(422);
    const stranger = await new Client().send("PUT", `${API}/orders/add-gift-box/${cart.id}`, {
      product_id: cheap.id,
    });
    expect(stranger.status).toBe(404);
  });
});

describe("promo codes", () => {
  const eligibility = (client: Client, cartId: string, code: string) =>
    client.get(`${API}/promo-code-eligibility/${cartId}/${code}`);

  it("answers 1 for an eligible code and applies a percentage to the goods only", async () => {
    const client = new Client();
    const cart = await cartWithTote(client);
    const check = await eligibility(client, cart.id, "welcome15");
    expect(check.json<Ok<number>>().content).toBe(1);
    const code = await giftCode(client, {
      amount: 5000,
      delivery: "email",
      recipient_name: "G",
      recipient_email: "g@example.com",
    });
    const codeId = code.json<Ok<{ id: string }>>().content.id;
    await client.send("GET", `${API}/add-cart-item/gift_code/${codeId}/${cart.id}/guest`);
    const applied = await client.send("POST", `${API}/addPromoCodeToOrder`, {
      code: "welcome15",
      order_id: cart.id,
    });
    expect(applied.status).toBe(200);
    const after = applied.json<Ok<Cart>>().content;
    const goods = totePrice(plainDesign);
    const discount = promoDiscount({ kind: "percentage", value: 1500 }, goods);
    expect(discount).toBe(Math.round(goods * 0.15));
    expect(after.promo_code).toMatchObject({ code: "WELCOME15", applied: true });
    expect(after.cart).toMatchObject({
      item_total: goods,
      promo_total: discount,
      gift_code_total: 5000,
      included_tax_total: taxOn(goods - discount),
      total: goods - discount + taxOn(goods - discount) + 5000,
    });
    const removed = await client.send("POST", `${API}/addPromoCodeToOrder`, {
      code: null,
      order_id: cart.id,
    });
    expect(removed.json<Ok<Cart>>().content.cart.promo_total).toBe(0);
  });

  it("refuses expired, unknown and under-minimum codes with the reason", async () => {
    const client = new Client();
    const cart = await cartWithTote(client);
    const expired = await eligibility(client, cart.id, "SUMMER25");
    expect(expired.json<{ content: number; message: string }>()).toMatchObject({
      content: 0,
      message: "This promo code has expired.",
    });
    const unknown = await client.send("POST", `${API}/addPromoCodeToOrder`, {
      code: "NOPE",
      order_id: cart.id,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json<Failure>().errors?.code).toEqual(["This promo code is not valid."]);

    // ATELIER50 needs $300 of goods: a $250 gift card alone is not enough.
    const giftOnly = new Client();
    const card = await giftCode(giftOnly, {
      amount: 25000,
      delivery: "email",
      recipient_name: "G",
      recipient_email: "g@example.com",
    });
    const giftCart = await giftOnly.send("POST", `${API}/orders`, {
      orderable_type: "gift_code",
      orderable_id: card.json<Ok<{ id: string }>>().content.id,
    });
    const giftCartId = giftCart.json<Ok<Cart>>().content.id;
    const under = await eligibility(giftOnly, giftCartId, "ATELIER50");
    expect(under.json<{ content: number; message: string }>().content).toBe(0);
  });

  it("a fixed code that no longer qualifies stays on the cart but discounts nothing", async () => {
    const client = new Client();
    const cart = await cartWithTote(client);
    const applied = await client.send("POST", `${API}/addPromoCodeToOrder`, {
      code: "ATELIER50",
      order_id: cart.id,
    });
    expect(applied.json<Ok<Cart>>().content.cart.promo_total).toBe(5000);
    const masked = await client.send(
      "GET",
      `${API}/add-cart-item/product/${mask.id}/${cart.id}/guest`,
    );
    expect(masked.status).toBe(200);
    const designId = (await client.get(`${API}/orders/${cart.id}?type=cart`)).json<
      Ok<Cart & { configured_products: { id: string }[] }>
    >().content.configured_products[0]?.id;
    const removed = await client.send(
      "GET",
      `${API}/remove-cart-item/configured_product/${designId}/${cart.id}/guest`,
    );
    const after = removed.json<Ok<Cart>>().content;
    expect(after.promo_code).toMatchObject({
      applied: false,
      message: "This promo code needs an order of at least $300.00.",
    });
    expect(after.cart.promo_total).toBe(0);
    expect(after.cart.item_total).toBe(mask.starting_price);
  });

  it("is not offered in the kiosk", async () => {
    const kiosk = new Client("dept.localhost:3000");
    const cart = await cartWithTote(kiosk);
    const check = await eligibility(kiosk, cart.id, "WELCOME15");
    expect(check.json<{ content: number }>().content).toBe(0);
  });
});
