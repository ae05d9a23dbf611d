import { randomUUID } from "node:crypto";
import { formatPrice } from "../../lib/money";
import { expectEveryScriptNamed, scriptSources } from "./support/csp";
import { signUp } from "./support/accounts";
import { monogrammed, saveTote } from "./support/designs";
import { Client, type Reply } from "./support/http";

/**
 * Issue 27: what the shopper's own pages show at first paint. `/cart` with a cart cookie is drawn
 * on the server with the shopper's priced bag, so its lines and totals are in the first HTML (a
 * browser without JavaScript sees them too); without one it stays the prerendered page every
 * shopper shares. The account's form holds the customer's details before its script runs.
 */
const API = "/api/external";
type Ok<T> = { status: "success"; content: T };
type Cart = {
  id: string;
  cart: { total: number; item_total: number };
  configured_products: { price: number; product: { label: string } }[];
};

/** A shopper's tab with a monogrammed tote in the bag, and the cart as the API priced it. */
async function shopperWithBag(letters: string) {
  const client = new Client();
  const designId = await saveTote(client, monogrammed(letters));
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(reply.status).toBe(200);
  return { client, cart: reply.json<Ok<Cart>>().content };
}

// React writes a price's no-break space as it is; the HTML may also hold it as an entity.
const pricesIn = (html: string) => html.replace(/&nbsp;|&#xa0;/gi, "\u00a0");
const SKELETON = 'data-testid="cart-loading"';
const LINE = 'data-testid="cart-line"';

function expectPerShopper(reply: Reply) {
  expect(reply.status).toBe(200);
  expect(reply.headers.get("cache-control")).toMatch(/private/);
  expect(reply.headers.get("cache-control")).toMatch(/no-store/);
  expect(reply.headers.get("x-nextjs-cache")).toBeNull();
  expect(scriptSources(reply).some((source) => source.startsWith("'nonce-"))).toBe(true);
  expectEveryScriptNamed(reply);
}

describe("/cart with a bag (issue 27: the bag in the first HTML)", () => {
  it("draws the shopper's priced lines and total, per request and private", async () => {
    // The shared page answered twice first, so a kept copy of it could have answered.
    await new Client().get("/cart");
    await new Client().get("/cart");
    const { client, cart } = await shopperWithBag("QRS");
    const line = cart.configured_products[0]!;
    const reply = await client.get("/cart");
    expectPerShopper(reply);
    const html = pricesIn(reply.text);
    expect(html).toContain(`<h3 class="cart-line__label">${line.product.label}</h3>`);
    expect(html).toMatch(
      new RegExp(
        `data-testid="line-price"[^>]*>[^<]*${formatPrice(line.price).replace("$", "\\$")}`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `data-testid="total-total"[^>]*><dt>Total</dt><dd>${formatPrice(cart.cart.total).replace("$", "\\$")}</dd>`,
      ),
    );
    expect(html).not.toContain(SKELETON);
    // Its promised date too, not the note that one is on its way.
    expect(html).toMatch(/data-testid="line-delivery"[^>]*>Made for you and delivered by/);
    expect(reply.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("/cart without a cart cookie is still the prerendered page, a session or not", async () => {
    const { client } = await shopperWithBag("TUV");
    const session = client.cookie("atelier_session")!;
    const visitor = new Client();
    visitor.setCookie("atelier_session", session);
    for (const reply of [await visitor.get("/cart"), await new Client().get("/cart")]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get("x-nextjs-cache")).toBe("HIT");
      expect(reply.headers.get("cache-control")).not.toMatch(/no-store|private/);
      expect(reply.text).toContain(SKELETON);
      expect(reply.text).not.toContain(LINE);
    }
  });

  it("someone else's cart cookie, or a made-up one, draws no bag and fails nothing", async () => {
    const { cart } = await shopperWithBag("WXY");
    for (const id of [cart.id, randomUUID(), "not-an-id", "%00"]) {
      const stranger = new Client();
      stranger.setCookie("cart_id", id);
      const reply = await stranger.get("/cart");
      expectPerShopper(reply);
      expect(reply.text).toContain(SKELETON);
      expect(reply.text).not.toContain(LINE);
      expect(pricesIn(reply.text)).not.toContain(formatPrice(cart.cart.total));
    }
  });

  it("the route it is drawn at is no address of its own", async () => {
    const { client } = await shopperWithBag("ZAB");
    expect((await client.get("/cart/bag")).status).toBe(404);
    expect((await new Client().get("/cart/bag")).status).toBe(404);
  });
});

describe("/cart/{id} (a bag named in a link) at first paint", () => {
  it("draws the shopper's own bag on the server, per request and private", async () => {
    const { client, cart } = await shopperWithBag("CDE");
    const reply = await client.get(`/cart/${cart.id}`);
    expectPerShopper(reply);
    const html = pricesIn(reply.text);
    expect(html).toContain(
      `<h3 class="cart-line__label">${cart.configured_products[0]!.product.label}</h3>`,
    );
    expect(html).toMatch(
      new RegExp(
        `data-testid="total-total"[^>]*><dt>Total</dt><dd>${formatPrice(cart.cart.total).replace("$", "\\$")}</dd>`,
      ),
    );
    expect(html).not.toContain(SKELETON);
  });

  it("someone else's bag, or an id that names none, draws no bag and fails nothing", async () => {
    const { cart } = await shopperWithBag("FGH");
    for (const id of [cart.id, randomUUID(), "not-an-id"]) {
      const reply = await new Client().get(`/cart/${id}`);
      expectPerShopper(reply);
      expect(reply.text).toContain(SKELETON);
      expect(reply.text).not.toContain(LINE);
      expect(pricesIn(reply.text)).not.toContain(formatPrice(cart.cart.total));
    }
  });
});

describe("/my-account at first paint (issue 27)", () => {
  it("has the customer's name and e-mail in its form's HTML, not only once a script fills it", async () => {
    const { client, email } = await signUp();
    const reply = await client.get("/my-account");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toMatch(/no-store/);
    const inputs = [...reply.text.matchAll(/<input\b[^>]*>/g)].map(([tag]) => tag);
    const field = (name: string) => inputs.find((tag) => tag.includes(`name="${name}"`)) ?? "";
    expect(field("email")).toContain(`value="${email}"`);
    expect(field("first_name")).toContain('value="Ada"');
    expect(field("last_name")).toContain('value="Lovelace"');
  });
});
