import { randomUUID } from "node:crypto";
import { taxOn } from "../../lib/cart/totals";
import { Client } from "./support/http";
import {
  monogrammed,
  plainDesign,
  readProduct,
  saveTote,
  startDesign,
  totePrice,
} from "./support/designs";

const API = "/api/external";
const limited = readProduct("limited-edition-city-tote-emerald-croc"); // 3 in stock
const soldOut = readProduct("limited-edition-evening-clutch-champagne"); // 0 in stock

type Totals = {
  item_total: number;
  promo_total: number;
  gift_code_total: number;
  included_tax_total: number;
  shipping_total: number;
  total: number;
};
type Cart = {
  id: string;
  cart: Totals & { id: string; status: string };
  configured_products: { id: string; price: number; summary: unknown[]; pivot: { id: string } }[];
  products: { id: string; pivot: { quantity: number; unit_price: number } }[];
  item_count: number;
  back_link: { href: string };
};
type Ok<T> = { status: "success"; content: T };
type Failure = { message: string; errors?: Record<string, string[]> };

async function startCart(client: Client, design = plainDesign) {
  const designId = await saveTote(client, design);
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
    session_id: "forged",
    customer_id: randomUUID(),
    retailer_store_id: randomUUID(),
  });
  expect(reply.status).toBe(200);
  return { designId, cart: reply.json<Ok<Cart>>().content };
}

const add = (client: Client, type: string, itemId: string, cartId: string, csrf = true) => {
  const url = `${API}/add-cart-item/${type}/${itemId}/${cartId}/guest`;
  return csrf ? client.send("GET", url) : client.get(url);
};
const remove = (client: Client, type: string, itemId: string, cartId: string) =>
  client.send("GET", `${API}/remove-cart-item/${type}/${itemId}/${cartId}/guest`);

describe("POST /orders starts a cart", () => {
  it("holds a complete design at the server's price, with tax, and sets the cart cookies", async () => {
    const client = new Client();
    const design = monogrammed("AB");
    const { designId, cart } = await startCart(client, design);
    const price = totePrice(design);
    expect(cart.configured_products).toHaveLength(1);
    expect(cart.configured_products[0]).toMatchObject({ id: designId, price });
    expect(cart.configured_products[0]?.summary.length).toBeGreaterThan(0);
    expect(cart.cart).toMatchObject({
      status: "cart",
      item_total: price,
      promo_total: 0,
      gift_code_total: 0,
      included_tax_total: taxOn(price),
      shipping_total: 0,
      total: price + taxOn(price),
    });
    expect(client.cookie("cart_id")).toBe(cart.id);
    expect(client.cookie("cart_count")).toBe("1");
    expect(cart.back_link.href).toBe("/bags/all-bags");
  });

  it("refuses an unfinished design with the configurator's message", async () => {
    const client = new Client();
    const designId = await saveTote(client, startDesign);
    const reply = await client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    expect(reply.status).toBe(422);
    const body = reply.json<Failure>();
    expect(body.message).toMatch(/^Please /);
    expect(body.errors?.orderable_id).toEqual([body.message]);
    expect(client.cookie("cart_id")).toBeUndefined();
  });

  it("answers 404 for somebody else's design and 422 for bad input", async () => {
    const owner = new Client();
    const designId = await saveTote(owner, plainDesign);
    const stranger = new Client();
    const taken = await stranger.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    expect(taken.status).toBe(404);
    const bad = await stranger.send("POST", `${API}/orders`, {
      orderable_type: "sofa",
      orderable_id: "x",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json<Failure>().errors ?? {}).sort()).toEqual([
      "orderable_id",
      "orderable_type",
    ]);
  });

  it("needs the XSRF header", async () => {
    const client = new Client();
    const reply = await client.request("POST", `${API}/orders`, {
      body: { orderable_type: "product", orderable_id: limited.id },
    });
    expect(reply.status).toBe(419);
    expect(reply.json<{ message: string }>().message).toBe("CSRF token mismatch.");
    // No bag was started for this browser.
    expect(client.cookie("cart_id")).toBeUndefined();
    expect(client.cookie("cart_count")).toBeUndefined();
  });
});

describe("GET /orders/{id}?type=cart", () => {
  it("shows the cart to its owner only", async () => {
    const client = new Client();
    const { cart } = await startCart(client);
    const mine = await client.get(`${API}/orders/${cart.id}?type=cart`);
    expect(mine.status).toBe(200);
    expect(mine.json<Ok<Cart>>().content.cart.total).toBe(cart.cart.total);
    expect((await new Client().get(`${API}/orders/${cart.id}?type=cart`)).status).toBe(404);
    expect((await client.get(`${API}/orders/${randomUUID()}?type=cart`)).status).toBe(404);
    expect((await client.get(`${API}/orders/not-an-id?type=cart`)).status).toBe(404);
  });

  it("keeps no tax in a department-store kiosk, which invoices it itself", async () => {
    const kiosk = new Client("dept.localhost:3000");
    const { cart } = await startCart(kiosk);
    expect(cart.cart.included_tax_total).toBe(0);
    expect(cart.cart.total).toBe(cart.cart.item_total);
  });

  it("takes the store from the host, never from a header the client sends", async () => {
    const forged = { "x-retail-store": "dept-westchester", "x-middleware-subrequest": "proxy" };
    const shopper = new Client("www.localhost:3000", forged);
    const { cart } = await startCart(shopper);
    expect(cart.cart.included_tax_total).toBeGreaterThan(0);
    const kiosk = new Client("dept.localhost:3000", { "x-retail-store": "web" });
    expect((await startCart(kiosk)).cart.cart.included_tax_total).toBe(0);
  });
});

describe("add-cart-item and remove-cart-item", () => {
  it("adds stock pieces up to the units on hand, then refuses", async () => {
    const client = new Client();
    const { cart } = await startCart(client);
    let last: Cart = cart;
    for (let i = 1; i <= 3; i++) {
      const reply = await add(client, "product", limited.id, cart.id);
      expect(reply.status).toBe(200);
      last = reply.json<Ok<Cart>>().content;
      expect(last.products[0]?.pivot.quantity).toBe(i);
    }
    expect(last.products[0]?.pivot.unit_price).toBe(limited.starting_price);
    expect(last.item_count).toBe(4);
    expect(client.cookie("cart_count")).toBe("4");
    expect(last.back_link.href).toBe("/limited-edition");
    const designPrice = totePrice(plainDesign);
    expect(last.cart.item_total).toBe(designPrice + 3 * limited.starting_price);
    const fourth = await add(client, "product", limited.id, cart.id);
    expect(fourth.status).toBe(422);
    expect(fourth.json<Failure>().message).toBe("Sorry, only 3 of this piece are left.");
  });

  it("refuses a sold-out piece and a request without the XSRF header", async () => {
    const client = new Client();
    const { cart } = await startCart(client);
    const sold = await add(client, "product", soldOut.id, cart.id);
    expect(sold.status).toBe(422);
    expect(sold.json<Failure>().message).toBe("Sorry, this piece is sold out.");
    expect((await add(client, "product", limited.id, cart.id, false)).status).toBe(419);
  });

  it("cannot touch somebody else's cart", async () => {
    const owner = new Client();
    const { cart } = await startCart(owner);
    const stranger = new Client();
    expect((await add(stranger, "product", limited.id, cart.id)).status).toBe(404);
    const after = await owner.get(`${API}/orders/${cart.id}?type=cart`);
    expect(after.json<Ok<Cart>>().content.products).toHaveLength(0);
  });

  it("removes a line and reprices the cart", async () => {
    const client = new Client();
    const { cart, designId } = await startCart(client);
    await add(client, "product", limited.id, cart.id);
    const reply = await remove(client, "configured_product", designId, cart.id);
    expect(reply.status).toBe(200);
    const after = reply.json<Ok<Cart>>().content;
    expect(after.configured_products).toHaveLength(0);
    expect(after.cart.item_total).toBe(limited.starting_price);
    expect(after.cart.total).toBe(limited.starting_price + taxOn(limited.starting_price));
    const again = await remove(client, "configured_product", designId, cart.id);
    expect(again.status).toBe(404);
  });
});
