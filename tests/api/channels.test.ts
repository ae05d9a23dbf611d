import {
  API,
  cartById,
  cartWith,
  checkoutDetails,
  mask,
  newClient,
  placeOrder,
  PORT,
  register,
  signUp,
  uniqueEmail,
  waitForMail,
  type CartView,
  type Failure,
  type Ok,
} from "./support/accounts";
import { kiosk, signInAssociate } from "./support/associates";

const STYLIST_HOST = `stylist.localhost:${PORT}`;
const GOOD_HEARTS_HOST = `goodhearts.localhost:${PORT}`;

type ChannelCart = CartView & {
  cart: CartView["cart"] & {
    stylist: { code: string; name: string } | null;
    client_note: string | null;
    referral_source: string | null;
    referrer_email: string | null;
    comments: string | null;
  };
};

const details = (client: ReturnType<typeof newClient>, id: string, body: Record<string, unknown>) =>
  client.send("PUT", `${API}/orders/${id}`, body);

const errorsOf = (reply: { json: <T>() => T }) => reply.json<Failure>().errors ?? {};

describe("stylist inputs (stylist store)", () => {
  it("takes a seeded stylist by code or name, refuses anyone else, and clears", async () => {
    const client = newClient(STYLIST_HOST);
    const cart = await cartWith(client, mask.id);

    const unknown = await details(client, cart.id, { stylist: "Nobody Atall" });
    expect(unknown.status).toBe(422);
    expect(errorsOf(unknown).stylist?.[0]).toMatch(/could not find a stylist/);
    expect((await cartById(client, cart.id)).cart).toMatchObject({ stylist: null });

    const byCode = await details(client, cart.id, { stylist: " claurent " });
    expect(byCode.status).toBe(200);
    expect(byCode.json<Ok<ChannelCart>>().content.cart.stylist).toEqual({
      code: "CLAURENT",
      name: "Camille Laurent",
    });
    const byName = await details(client, cart.id, { stylist: "maya   OKAFOR" });
    expect(byName.json<Ok<ChannelCart>>().content.cart.stylist?.code).toBe("MOKAFOR");

    const cleared = await details(client, cart.id, { stylist: "" });
    expect(cleared.json<Ok<ChannelCart>>().content.cart.stylist).toBeNull();
  });

  it("refuses a note that is too long or holds no text, with the errors map", async () => {
    const client = newClient(STYLIST_HOST);
    const cart = await cartWith(client, mask.id);
    const long = await details(client, cart.id, { client_note: "x".repeat(1001) });
    expect(long.status).toBe(422);
    expect(errorsOf(long).client_note?.[0]).toMatch(/under 1000 characters/);
    const wrongType = await details(client, cart.id, { stylist: 42 });
    expect(wrongType.status).toBe(422);
    expect(errorsOf(wrongType).stylist).toBeDefined();
  });

  it("asks the client's phone, places no order without a stylist, then mails the stylist", async () => {
    const client = newClient(STYLIST_HOST);
    const email = uniqueEmail("stylist-client");
    const cart = await cartWith(client, mask.id);
    // Customer details (spec 6): the stylist enters the client, who must be reachable.
    const noPhone = await client.send("POST", `${API}/customers`, {
      customerDetails: { ...checkoutDetails(email), phone: "" },
      order_id: cart.id,
    });
    expect(noPhone.status).toBe(422);
    expect(errorsOf(noPhone)["customerDetails.phone"]?.[0]).toMatch(/client's phone/);
    const registered = await register(client, cart.id, email);

    const refused = await placeOrder(client, registered);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused).stylist?.[0]).toMatch(/name or code of the stylist/);
    expect((await cartById(client, cart.id)).cart.status).toBe("cart");

    await details(client, cart.id, {
      stylist: "TBERG",
      client_note: "Prefers a longer strap; collecting in person.",
    });
    const placed = await placeOrder(client, await cartById(client, cart.id));
    expect(placed.status).toBe(200);
    const order = placed.json<Ok<ChannelCart>>().content;
    expect(order.cart).toMatchObject({
      status: "paid",
      stylist: { code: "TBERG", name: "Theo Berg" },
      client_note: "Prefers a longer strap; collecting in person.",
    });
    const mail = await waitForMail(email, (m) => m.text.includes(order.cart.number ?? "?"));
    expect(mail.text).toContain("Stylist: Theo Berg (TBERG)");
    expect(mail.text).toContain("Client note: Prefers a longer strap; collecting in person.");
  });
});

describe("the client's phone where the store takes customer details", () => {
  it("an account holder whose saved address has no phone is asked for it, at the page and at placeOrder", async () => {
    const { client } = await signUp({ client: newClient(STYLIST_HOST) });
    const saved = await client.send("POST", `${API}/customer/addresses`, {
      first_name: "Ada",
      last_name: "Lovelace",
      line1: "12 Crosby Street",
      city: "New York",
      state: "ny",
      postal_code: "10013",
    });
    expect(saved.status).toBe(200);
    const cart = await cartWith(client, mask.id);
    await details(client, cart.id, { stylist: "TBERG" });
    // The registration page puts the saved address on the cart, and keeps the form up (no
    // redirect to payment) because the client's phone is still missing.
    const page = await client.get("/checkout/registration");
    expect(page.status).toBe(200);
    const confirmation = await client.get("/checkout/confirmation");
    expect(confirmation.status).toBe(307);
    expect(confirmation.headers.get("location")).toMatch(/\/checkout\/registration$/);

    const refused = await placeOrder(client, await cartById(client, cart.id));
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)["customerDetails.phone"]?.[0]).toMatch(/client's phone/);
    expect((await cartById(client, cart.id)).cart.status).toBe("cart");
  });
});

describe("referrer inputs (own store and charity store)", () => {
  it("stores how the shopper heard about us and a referrer, and mails them", async () => {
    const client = newClient(GOOD_HEARTS_HOST);
    const email = uniqueEmail("referred");
    const cart = await cartWith(client, mask.id);
    const bad = await details(client, cart.id, {
      referral_source: "billboard",
      referrer_email: "not-an-address",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["referral_source", "referrer_email"]);
    expect(errorsOf(bad).referrer_email?.[0]).toMatch(/valid e-mail address for who referred you/);

    const saved = await details(client, cart.id, {
      referral_source: "friend",
      referrer_email: "Grace.Hopper@Example.com",
    });
    expect(saved.json<Ok<ChannelCart>>().content.cart).toMatchObject({
      referral_source: "friend",
      referrer_email: "grace.hopper@example.com",
    });
    // Phone stays optional where the shopper enters their own details.
    const registered = await client.send("POST", `${API}/customers`, {
      customerDetails: { ...checkoutDetails(email), phone: "" },
      order_id: cart.id,
    });
    expect(registered.status).toBe(200);
    const placed = await placeOrder(client, await cartById(client, cart.id));
    expect(placed.status).toBe(200);
    const number = placed.json<Ok<ChannelCart>>().content.cart.number ?? "?";
    const mail = await waitForMail(email, (m) => m.text.includes(number));
    expect(mail.text).toContain("How you heard about us: A friend or family member");
    expect(mail.text).toContain("Referred by: grace.hopper@example.com");
  });

  it("an empty referrer e-mail clears it", async () => {
    const client = newClient();
    const cart = await cartWith(client, mask.id);
    await details(client, cart.id, { referrer_email: "a@example.com" });
    const cleared = await details(client, cart.id, { referrer_email: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.json<Ok<ChannelCart>>().content.cart.referrer_email).toBeNull();
  });
});

describe("the section matrix decides which details a store takes", () => {
  it.each([
    ["own store: no stylist, no comments", undefined, { stylist: "CLAURENT", comments: "hi" }],
    ["stylist store: no referrer", STYLIST_HOST, { referral_source: "press" }],
    ["charity store: no client note", GOOD_HEARTS_HOST, { client_note: "note" }],
  ])("%s", async (_name, host, body) => {
    const client = newClient(host);
    const cart = await cartWith(client, mask.id);
    const reply = await details(client, cart.id, body);
    expect(reply.status).toBe(422);
    expect(Object.keys(errorsOf(reply)).sort()).toEqual(Object.keys(body).sort());
    for (const message of Object.values(errorsOf(reply))) {
      expect(message[0]).toMatch(/^This store does not take /);
    }
  });

  it("the kiosk takes comments and asks the client's phone", async () => {
    const client = await kiosk();
    const cart = await cartWith(client, mask.id);
    await signInAssociate(client, cart.id);
    const comments = await details(client, cart.id, { comments: "Gift for her mother." });
    expect(comments.status).toBe(200);
    expect(comments.json<Ok<ChannelCart>>().content.cart.comments).toBe("Gift for her mother.");
    const noPhone = await client.send("POST", `${API}/customers`, {
      customerDetails: { ...checkoutDetails(uniqueEmail("kiosk-phone")), phone: undefined },
      order_id: cart.id,
    });
    expect(noPhone.status).toBe(422);
    expect(errorsOf(noPhone)["customerDetails.phone"]).toBeDefined();
  });

  it("another shopper's cart is a 404, whatever the body", async () => {
    const owner = newClient(STYLIST_HOST);
    const cart = await cartWith(owner, mask.id);
    const stranger = newClient(STYLIST_HOST);
    expect((await details(stranger, cart.id, { stylist: "CLAURENT" })).status).toBe(404);
  });
});
