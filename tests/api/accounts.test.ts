import {
  API,
  buyMask,
  byToken,
  cartById,
  cartWith,
  clutch,
  customerOrders,
  DEPT_HOST,
  type CartView,
  type Customer,
  type Failure,
  login,
  mask,
  newClient,
  type Ok,
  PASSWORD,
  placeOrder,
  register,
  satchel,
  signIn,
  signUp,
  SITE_ORIGIN,
  linkIn,
  signupLink,
  uniqueEmail,
  mailsTo,
  waitForMail,
  withSession,
} from "./support/accounts";

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: "Grace",
  last_name: "Hopper",
  email: uniqueEmail("signup"),
  password: PASSWORD,
  ...overrides,
});

describe("POST /customers/signup", () => {
  it("creates nothing until the mailed link is opened; the link makes the account and signs it in", async () => {
    const client = newClient();
    const email = uniqueEmail("Welcome").replace("@example.com", "@Example.COM");
    const reply = await client.send("POST", `${API}/customers/signup`, signupBody({ email }));
    expect(reply.status).toBe(200);
    expect(reply.json<Ok<unknown>>().content).toEqual({
      pending: true,
      email: email.toLowerCase(),
    });
    expect(client.cookie("customer_signed_in")).toBeUndefined();
    // No account yet: the password does not sign in.
    expect((await login(newClient(), email, PASSWORD)).status).toBe(422);

    const link = await signupLink(email.toLowerCase());
    expect(link.origin).toBe(SITE_ORIGIN);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    const done = await client.send("POST", `${API}/public/confirm-signup`, {
      token: link.token,
      email: link.email,
    });
    expect(done.status).toBe(200);
    const content = done.json<Ok<Record<string, unknown>>>().content;
    expect(content).not.toHaveProperty("api_token");
    expect(content.cart_id).toBeNull();
    const customer = content.customer as Customer;
    expect(customer).toMatchObject({
      email: email.toLowerCase(),
      first_name: "Grace",
      last_name: "Hopper",
      has_account: 1,
    });
    expect(customer).not.toHaveProperty("password_hash");
    // The page script sees that someone is signed in; the token stays in the sealed cookie.
    expect(client.cookie("customer_signed_in")).toBe("1");
    const me = await byToken(client);
    expect(me.status).toBe(200);
    expect(me.json<Ok<Customer>>().content.id).toBe(customer.id);
    expect((await byToken(newClient())).status).toBe(401);
    // The link works once.
    const again = await newClient().send("POST", `${API}/public/confirm-signup`, {
      token: link.token,
      email: link.email,
    });
    expect(again.status).toBe(422);
    expect(again.json<Failure>().errors?.token).toBeDefined();
    await signIn(newClient(), email, PASSWORD);
  });

  it("returns the api token in the body when asked (token_delivery body); it works as a bearer", async () => {
    const { content } = await signUp({ body: { token_delivery: "body" } });
    expect(content.api_token).toEqual(expect.any(String));
    expect(content.api_token!.length).toBeGreaterThanOrEqual(32);
    const me = await byToken(newClient(), { authorization: `Bearer ${content.api_token}` });
    expect(me.status).toBe(200);
    expect(me.json<Ok<Customer>>().content.id).toBe(content.customer.id);
  });

  it("links the mail to the store's configured origin, never to the request's Host", async () => {
    const dept = await signUp({ client: newClient(DEPT_HOST) });
    const forged = await signUp({ client: newClient("evil.example") });
    const [deptLink, forgedLink] = await Promise.all([
      signupLink(dept.email),
      signupLink(forged.email),
    ]);
    expect(deptLink.origin).toBe(`http://${DEPT_HOST}`);
    // evil.example is no store host: the default store, at the configured SITE_URL.
    expect(forgedLink.origin).toBe(SITE_ORIGIN);
    expect(forgedLink.url).not.toContain("evil.example");
    // The dept account belongs to a dept store, not to the default one.
    expect(dept.customer.retailer_store_id).not.toBe(forged.customer.retailer_store_id);
  });

  it("refuses bad details with 422 and the errors map", async () => {
    const client = newClient();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ password: "1234567" }, ["password"]],
      [{ password: "x".repeat(129) }, ["password"]],
      [{ first_name: undefined, last_name: "  " }, ["first_name", "last_name"]],
      [{ email: "not-an-email" }, ["email"]],
      [{ email: undefined }, ["email"]],
      [{ password_confirmation: "something else" }, ["password_confirmation"]],
    ];
    for (const [overrides, fields] of cases) {
      const reply = await client.send("POST", `${API}/customers/signup`, signupBody(overrides));
      expect({ overrides, status: reply.status }).toEqual({ overrides, status: 422 });
      const body = reply.json<Failure>();
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(fields);
      expect(body.message).toBe(body.errors?.[fields[0]!]?.[0]);
    }
    expect(client.cookie("customer_signed_in")).toBeUndefined();
    expect((await byToken(client)).status).toBe(401);
  });

  it("accepts 64- and 128-character passwords (and 8), and signs in with them", async () => {
    for (const length of [8, 64, 128]) {
      const password = `${"pass phrase ".repeat(11)}`.slice(0, length);
      expect(password).toHaveLength(length);
      const account = await signUp({ password });
      const again = newClient();
      await signIn(again, account.email, password);
      expect((await byToken(again)).status).toBe(200);
    }
  });

  it("a sign-up for a known address, in upper or lower case, changes nothing and mails its owner", async () => {
    const first = await signUp();
    const client = newClient();
    for (const email of [first.email, first.email.toUpperCase()]) {
      const reply = await client.send(
        "POST",
        `${API}/customers/signup`,
        signupBody({ email, password: "another pass phrase" }),
      );
      expect(reply.status).toBe(200);
      expect(reply.json<Ok<unknown>>().content).toEqual({ pending: true, email: first.email });
    }
    const notice = await waitForMail(first.email, (m) => m.text.includes("tried to create"));
    expect(notice.text).not.toContain("/confirm-account/");
    // The first account's password is untouched, and the stranger's does not sign in.
    await signIn(newClient(), first.email, first.password);
    expect((await login(newClient(), first.email, "another pass phrase")).status).toBe(422);
  });

  it("makes one account per e-mail when its links are opened at once (a double click)", async () => {
    // Two sign-ups for one address: only the newer link works; opened four times at once, it
    // makes one account, and the others are told the link is spent (never a 500).
    const email = uniqueEmail("double-click");
    for (const n of [1, 2]) {
      const reply = await newClient().send(
        "POST",
        `${API}/customers/signup`,
        signupBody({ email, password: `${PASSWORD} ${n}` }),
      );
      expect(reply.status).toBe(200);
      // The work happens after the answer: wait for its mail, so the second sign-up is the newer.
      await waitForMail(email, () => mailsTo(email).length >= n);
    }
    const [first, second] = mailsTo(email).map((m) => linkIn(m, "confirm-account"));
    if (!first || !second) throw new Error("two sign-up mails expected");
    expect(second.token).not.toBe(first.token);
    const stale = await newClient().send("POST", `${API}/public/confirm-signup`, first);
    expect(stale.status).toBe(422);
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() =>
        newClient().send("POST", `${API}/public/confirm-signup`, {
          token: second.token,
          email: second.email,
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
    await signIn(newClient(), email, `${PASSWORD} 2`);
  });
});

describe("POST /login starts a new session", () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp();
  });

  it("replaces the session cookie, sets customer_signed_in and answers with the customer", async () => {
    const client = newClient();
    // A guest session first (a cart makes one), as in a browser that shopped before signing in.
    await cartWith(client, clutch.id);
    const guestSession = client.cookie("atelier_session");
    const guestXsrf = client.cookie("XSRF-TOKEN");
    expect(guestSession).toBeTruthy();
    expect(guestXsrf).toBeTruthy();
    expect(client.cookie("customer_signed_in")).toBeUndefined();

    const reply = await login(client, account.email.toUpperCase(), account.password);
    expect(reply.status).toBe(200);
    const content = reply.json<Ok<Record<string, unknown>>>().content;
    expect(content).not.toHaveProperty("api_token");
    expect((content.customer as Customer).id).toBe(account.customer.id);
    expect(client.cookie("customer_signed_in")).toBe("1");
    const signedIn = client.cookie("atelier_session");
    expect(signedIn).toBeTruthy();
    expect((await byToken(client)).status).toBe(200);
    // The session id rotated (sealed cookies always differ, so compare what the id signs): the
    // guest session's CSRF token, its MAC over the old id, is refused with the new session.
    const fresh = client.cookie("XSRF-TOKEN");
    client.setCookie("XSRF-TOKEN", guestXsrf!);
    const stale = await client.request("POST", `${API}/public/signup-to-newsletter`, {
      body: { email: uniqueEmail("rotation") },
      headers: { "x-xsrf-token": guestXsrf! },
    });
    expect(stale.status).toBe(419);
    client.setCookie("XSRF-TOKEN", fresh!);
    // The guest session the browser had before is not signed in.
    expect((await byToken(withSession(guestSession!))).status).toBe(401);
    // The new one is, wherever it is sent from.
    expect((await byToken(withSession(signedIn!))).status).toBe(200);
  });

  it("returns the token in the body with token_delivery body", async () => {
    const content = await signIn(newClient(), account.email, account.password, {
      token_delivery: "body",
    });
    expect(content.api_token).toEqual(expect.any(String));
    const me = await byToken(newClient(), { authorization: `Bearer ${content.api_token}` });
    expect(me.json<Ok<Customer>>().content.email).toBe(account.email);
  });
});

describe("the guest cart follows the shopper at sign-in", () => {
  it("a guest's cart becomes the customer's cart when they have none", async () => {
    const { email, password } = await signUp();
    const guest = newClient();
    const cart = await cartWith(guest, clutch.id);
    expect(guest.cookie("cart_id")).toBe(cart.id);

    const content = await signIn(guest, email, password);
    expect(content.cart_id).toBe(cart.id);
    expect(guest.cookie("cart_id")).toBe(cart.id);
    const after = await cartById(guest, cart.id);
    expect(after.products.map((p) => p.id)).toEqual([clutch.id]);

    // It follows the customer to another device.
    const phone = newClient();
    await signIn(phone, email, password);
    const latest = await phone.get(`${API}/customer/orders/getLatestCart`);
    expect(latest.status).toBe(200);
    expect(latest.json<Ok<CartView>>().content.id).toBe(cart.id);
  });

  it("joins the cart the customer made on another device: one cart with both pieces", async () => {
    const account = await signUp();
    // Signed in on a laptop, with the clutch in a cart.
    const laptopCart = await cartWith(account.client, clutch.id);

    // Later, as a guest on a phone: the satchel, and the clutch again.
    const phone = newClient();
    const guestCart = await cartWith(phone, satchel.id);
    const added = await phone.send(
      "GET",
      `${API}/add-cart-item/product/${clutch.id}/${guestCart.id}/guest`,
    );
    expect(added.status).toBe(200);

    const content = await signIn(phone, account.email, account.password);
    expect(content.cart_id).toBe(laptopCart.id);
    expect(phone.cookie("cart_id")).toBe(laptopCart.id);
    const merged = await cartById(phone, laptopCart.id);
    expect(merged.products.map((p) => p.id).sort()).toEqual([clutch.id, satchel.id].sort());
    // The clutch the laptop cart held is not added twice.
    expect(merged.products.find((p) => p.id === clutch.id)?.pivot.quantity).toBe(1);
    // The guest cart is gone, and the laptop sees the merged cart.
    expect((await phone.get(`${API}/orders/${guestCart.id}?type=cart`)).status).toBe(404);
    const latest = await account.client.get(`${API}/customer/orders/getLatestCart`);
    expect(latest.json<Ok<CartView>>().content.id).toBe(laptopCart.id);
    // Signing in on a third device without a cart of its own answers with that cart too.
    const tablet = newClient();
    expect((await signIn(tablet, account.email, account.password)).cart_id).toBe(laptopCart.id);
    expect(tablet.cookie("cart_id")).toBe(laptopCart.id);
  });
});

describe("orders of a registered customer", () => {
  it("an order placed while signed in shows in GET /customer/orders, and to nobody else", async () => {
    const buyer = await signUp();
    const order = await buyMask(buyer.client, buyer.email);
    expect(order.cart.status).toBe("paid");

    const list = await customerOrders(buyer.client);
    expect(list.map((o) => o.id)).toContain(order.id);
    expect(list.find((o) => o.id === order.id)).toMatchObject({
      number: order.cart.number,
      total: order.cart.total,
    });
    const one = await buyer.client.get(`${API}/customer/orders/${order.id}`);
    expect(one.status).toBe(200);
    expect(one.json<Ok<CartView>>().content.id).toBe(order.id);
    expect(one.json<Ok<CartView>>().content.products.map((p) => p.id)).toEqual([mask.id]);

    const stranger = await signUp();
    expect((await stranger.client.get(`${API}/customer/orders/${order.id}`)).status).toBe(404);
    expect((await customerOrders(stranger.client)).map((o) => o.id)).not.toContain(order.id);
    expect((await newClient().get(`${API}/customer/orders/${order.id}`)).status).toBe(401);
  });
});

describe("guest orders join the account that proved their address", () => {
  it("shows earlier guest orders to the account made from the address's own link, never their addresses", async () => {
    const email = uniqueEmail("guest-then-account");
    const order = await buyMask(newClient(), email);
    expect(order.cart.status).toBe("paid");

    const account = await signUp({ email });
    expect(account.customer.has_account).toBe(1);
    expect((await customerOrders(account.client)).map((o) => o.id)).toContain(order.id);
    expect((await account.client.get(`${API}/customer/orders/${order.id}`)).status).toBe(200);
    // The guest checkout's address never enters the account's address book.
    const addresses = await account.client.get(`${API}/customer/addresses`);
    expect(addresses.json<Ok<unknown[]>>().content).toEqual([]);
  });

  it("a guest checkout with an account's address answers like every other, and writes nothing into the account", async () => {
    const account = await signUp();
    const guest = newClient();
    const cart = await cartWith(guest, mask.id);
    const registered = await register(guest, cart.id, account.email);
    expect(registered.id).toBe(cart.id);
    const placed = await placeOrder(guest, registered);
    expect(placed.status).toBe(200);
    const addresses = await account.client.get(`${API}/customer/addresses`);
    expect(addresses.json<Ok<unknown[]>>().content).toEqual([]);
    // The account proved this address, so the order placed under it is the account's to see.
    expect((await customerOrders(account.client)).map((o) => o.id)).toContain(cart.id);
  });

  it("refuses a confirmation token with another e-mail, and a made-up token", async () => {
    const email = uniqueEmail("wrong-email");
    await newClient().send("POST", `${API}/customers/signup`, signupBody({ email }));
    const link = await signupLink(email);
    const client = newClient();
    const wrongEmail = await client.send("POST", `${API}/public/confirm-signup`, {
      token: link.token,
      email: uniqueEmail("other"),
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.json<Failure>().errors?.token).toBeDefined();
    const madeUp = await client.send("POST", `${API}/public/confirm-signup`, {
      token: "A".repeat(43),
      email,
    });
    expect(madeUp.status).toBe(422);
    const malformed = await client.send("POST", `${API}/public/verify-email`, {
      token: "short",
      email: "nope",
    });
    expect(Object.keys(malformed.json<Failure>().errors ?? {}).sort()).toEqual(["email", "token"]);
    // The real link still works once.
    const ok = await client.send("POST", `${API}/public/confirm-signup`, link);
    expect(ok.status).toBe(200);
  });
});

describe("GET /api/external/openapi.json", () => {
  it("documents the account and wishlist operations", async () => {
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const doc = (await newClient().get(`${API}/openapi.json`)).json<Doc>();
    expect(doc.paths[`${API}/customers/signup`]?.post).toBeDefined();
    expect(doc.paths[`${API}/login`]?.post?.responses).toHaveProperty("419");
    expect(doc.paths[`${API}/logout`]?.post).toBeDefined();
    expect(doc.paths[`${API}/public/forgot-password`]?.post).toBeDefined();
    expect(doc.paths[`${API}/public/reset-password`]?.post).toBeDefined();
    expect(doc.paths[`${API}/customer/customers/{id}`]?.put).toBeDefined();
    expect(Object.keys(doc.paths[`${API}/customer/wishlist`] ?? {}).sort()).toEqual([
      "get",
      "post",
    ]);
    expect(doc.paths[`${API}/customer/wishlist`]?.get?.responses).toHaveProperty("401");
    expect(Object.keys(doc.paths[`${API}/customer/addresses/{id}`] ?? {}).sort()).toEqual([
      "delete",
      "put",
    ]);
  });
});
