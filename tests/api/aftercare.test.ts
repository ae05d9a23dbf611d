import {
  API,
  newClient,
  placeOrder,
  register,
  signUp,
  customerOrders,
  uniqueEmail,
  waitForMail,
  freshIp,
  type CartView,
  type Ok,
} from "./support/accounts";
import { cardToken } from "./support/orders";
import { monogrammed, plainDesign, saveTote, totePrice } from "./support/designs";
import { Client, fixtures, type Reply } from "./support/http";

/**
 * Issue 38 over HTTP: the client changes a made-to-order bag's design or cancels the order
 * until the atelier reports cutting, as a guest tracking it or as the signed-in customer. A
 * dearer design charges the difference through the order's provider, a cheaper one refunds it,
 * and the promised date is booked again; after cutting both are refused, and a change racing
 * the stage report either wins (made before cutting) or loses cleanly.
 */
type Failure = { status: "error"; message: string; code: string };
type Aftercare = {
  window: { open: boolean; closes_on: string | null; message: string };
  lines: { id: string; label: string; product_name: string; design: string }[];
};
type Quote = {
  line_id: string;
  paid_price: number;
  new_price: number;
  paid_total: number;
  new_total: number;
  difference: number;
  promised_before: string | null;
  promised_after: string | null;
  date_moves: boolean;
};
type PartnerOrder = {
  status: string;
  stage: string;
  refund: { status: string; amount: number } | null;
};

const { partners } = fixtures();
const partner = (token: string) =>
  new Client(undefined, { "x-forwarded-for": freshIp(), authorization: `Bearer ${token}` });
const reportCutting = (number: string) =>
  partner(partners.atelier).request("POST", `${API}/partner/orders/${number}/stages`, {
    body: { stage: "cutting" },
  });
const partnerView = async (number: string) =>
  (await partner(partners.care).request("GET", `${API}/partner/orders/${number}`)).json<
    Ok<PartnerOrder>
  >().content;

const TRACKED = `${API}/tracked-order`;

/** A guest orders a City Tote in `design`, paid by card: the client that ordered, and the order. */
async function orderDesign(design: string, email = uniqueEmail("aftercare")) {
  const client = newClient();
  const designId = await saveTote(client, design);
  const made = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  expect(made.status).toBe(200);
  const registered = await register(client, made.json<Ok<CartView>>().content.id, email);
  const placed = await placeOrder(client, registered);
  expect(placed.status).toBe(200);
  const order = placed.json<Ok<CartView>>().content;
  if (!order.cart.number) throw new Error("the order has no number");
  return { client, number: order.cart.number, email, total: order.cart.total, id: order.id };
}

/** A browser that tracks the order by its number and e-mail (guest tracking's grant). */
async function tracking(number: string, email: string): Promise<Client> {
  const client = newClient();
  const reply = await client.request("POST", "/api/orders/track", {
    rawBody: new URLSearchParams({ number, email }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(reply.status).toBe(303);
  expect(reply.setCookies.join(";")).toMatch(
    /atelier_track_api=.+Path=\/api\/external\/tracked-order.*HttpOnly/i,
  );
  return client;
}

const aftercare = async (client: Client) => {
  const reply = await client.get(`${TRACKED}/aftercare`);
  expect(reply.status).toBe(200);
  return reply.json<Ok<Aftercare>>().content;
};

const quote = (client: Client, lineId: string, designId: string) =>
  client.send("POST", `${TRACKED}/design-change-quote`, {
    line_id: lineId,
    configured_product_id: designId,
  });

const confirm = (client: Client, body: Record<string, unknown>) =>
  client.send("POST", `${TRACKED}/design-change`, body);

function expectConflict(reply: Reply, code: string) {
  expect(reply.status).toBe(409);
  expect(reply.json<Failure>()).toMatchObject({ status: "error", code });
}

describe("changing a design before cutting (guest tracking)", () => {
  it("shows the window's end, charges a dearer design's difference and books the later date", async () => {
    const { number, email, total } = await orderDesign(plainDesign);
    const guest = await tracking(number, email);
    const view = await aftercare(guest);
    expect(view.window.open).toBe(true);
    expect(view.window.closes_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.window.message).toMatch(
      /^You can change or cancel until cutting starts, expected on /,
    );
    expect(view.lines).toHaveLength(1);
    const line = view.lines[0]!;
    expect(line.design).toBe(plainDesign);

    const dearer = await saveTote(guest, monogrammed("ADA"));
    const quoted = await quote(guest, line.id, dearer);
    expect(quoted.status).toBe(200);
    const q = quoted.json<Ok<Quote>>().content;
    expect(q.paid_price).toBe(totePrice(plainDesign));
    expect(q.new_price).toBe(totePrice(monogrammed("ADA")));
    expect(q.paid_total).toBe(total);
    expect(q.difference).toBe(q.new_total - q.paid_total);
    expect(q.difference).toBeGreaterThan(q.new_price - q.paid_price); // with its tax
    // The monogram takes the atelier a day more: the date moves, and the answer says so.
    expect(q.date_moves).toBe(true);
    expect(q.promised_after! > q.promised_before!).toBe(true);

    const base = { line_id: line.id, configured_product_id: dearer };
    // Without the payment of the difference, or with another figure than the one shown: refused.
    const unpaid = await confirm(guest, { ...base, expected_difference: q.difference });
    expect(unpaid.status).toBe(422);
    const stale = await confirm(guest, {
      ...base,
      expected_difference: q.difference - 1,
      payment_token: await cardToken(guest),
    });
    expectConflict(stale, "change_price_changed");
    const declined = await confirm(guest, {
      ...base,
      expected_difference: q.difference,
      payment_token: await cardToken(guest, "4000000000000002"),
    });
    expect(declined.status).toBe(422);
    expect(declined.json<Failure>()).toMatchObject({ code: "payment_failed" });
    expect(declined.json<Failure>().message).toBe("Your card was declined.");

    const changed = await confirm(guest, {
      ...base,
      expected_difference: q.difference,
      payment_token: await cardToken(guest),
    });
    expect(changed.status).toBe(200);
    expect(changed.json<Ok<Quote>>().content).toMatchObject({
      difference: q.difference,
      promised_after: q.promised_after,
    });
    const mail = await waitForMail(email, (m) => m.text.includes("in the design you chose"));
    expect(mail.text).toContain(`$${(q.difference / 100).toFixed(2)} was charged`);
    // The order now holds the new design, and its promise is the new one.
    const after = await aftercare(guest);
    expect(after.lines[0]!.design).toBe(monogrammed("ADA"));
    // Cancelled afterwards, the whole of it comes back: the order's payment and the difference.
    const cancelled = await guest.send("POST", `${TRACKED}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await partnerView(number)).refund).toEqual({
      status: "refunded",
      amount: q.new_total,
    });
  });

  it("refunds a cheaper design's difference to the original payment and books the earlier date", async () => {
    const { number, email, total } = await orderDesign(monogrammed("BOB"));
    const guest = await tracking(number, email);
    const line = (await aftercare(guest)).lines[0]!;
    const cheaper = await saveTote(guest, plainDesign);
    const q = (await quote(guest, line.id, cheaper)).json<Ok<Quote>>().content;
    expect(q.paid_total).toBe(total);
    expect(q.difference).toBeLessThan(0);
    expect(q.promised_after! < q.promised_before!).toBe(true);
    const changed = await confirm(guest, {
      line_id: line.id,
      configured_product_id: cheaper,
      expected_difference: q.difference,
    });
    expect(changed.status).toBe(200);
    const mail = await waitForMail(email, (m) => m.text.includes("in the design you chose"));
    expect(mail.text).toContain(`$${(-q.difference / 100).toFixed(2)} is refunded`);
    // Client care cancels it later: only what is left of the payment goes back.
    const cancelled = await partner(partners.care).request(
      "POST",
      `${API}/partner/orders/${number}/cancel`,
      { body: { reason: "Asked by the client" } },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json<Ok<PartnerOrder>>().content.refund).toEqual({
      status: "refunded",
      amount: q.new_total,
    });
  });

  it("refuses a design of another bag, an unfinished one, and a line that is not the order's", async () => {
    const { number, email } = await orderDesign(plainDesign);
    const guest = await tracking(number, email);
    const line = (await aftercare(guest)).lines[0]!;
    const other = await orderDesign(plainDesign);
    const otherLine = (await aftercare(await tracking(other.number, other.email))).lines[0]!;
    const dearer = await saveTote(guest, monogrammed("CY"));
    expect((await quote(guest, otherLine.id, dearer)).status).toBe(404);
    expect((await quote(guest, line.id, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await quote(guest, "not-a-uuid", dearer)).status).toBe(422);
  });
});

describe("cancelling before cutting", () => {
  it("lets a guest cancel the order it tracks: refunded in full, mailed, and not twice", async () => {
    const { number, email, total } = await orderDesign(plainDesign);
    const guest = await tracking(number, email);
    const reply = await guest.send("POST", `${TRACKED}/cancel`, {});
    expect(reply.status).toBe(200);
    expect(reply.json<Ok<PartnerOrder>>().content).toEqual({
      status: "cancelled",
      refund: { status: "refunded", amount: total },
    });
    const mail = await waitForMail(email, (m) => m.text.includes("is cancelled"));
    expect(mail.text).toContain("As you asked");
    expect(mail.text).toContain(`$${(total / 100).toFixed(2)} is refunded`);
    expectConflict(await guest.send("POST", `${TRACKED}/cancel`, {}), "order_not_cancellable");
    expect((await aftercare(guest)).window.open).toBe(false);
  });

  it("lets the signed-in customer cancel their order by id, and nobody else", async () => {
    const account = await signUp();
    const designId = await saveTote(account.client, plainDesign);
    const made = await account.client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    const registered = await register(
      account.client,
      made.json<Ok<CartView>>().content.id,
      account.email,
    );
    expect((await placeOrder(account.client, registered)).status).toBe(200);
    const [order] = await customerOrders(account.client);
    const path = `${API}/customer/orders/${order!.id}`;
    const window = (await account.client.get(`${path}/aftercare`)).json<Ok<Aftercare>>().content
      .window;
    expect(window.open).toBe(true);

    const stranger = await signUp();
    expect((await stranger.client.send("POST", `${path}/cancel`, {})).status).toBe(404);
    expect((await newClient().send("POST", `${path}/cancel`, {})).status).toBe(401);
    const mine = await account.client.send("POST", `${path}/cancel`, {});
    expect(mine.status).toBe(200);
    expect(mine.json<Ok<PartnerOrder>>().content.status).toBe("cancelled");
  });
});

describe("the window closes when the atelier reports cutting", () => {
  it("refuses a change and a cancellation after cutting, with the reason", async () => {
    const { number, email } = await orderDesign(plainDesign);
    const guest = await tracking(number, email);
    const line = (await aftercare(guest)).lines[0]!;
    const dearer = await saveTote(guest, monogrammed("DEE"));
    const q = (await quote(guest, line.id, dearer)).json<Ok<Quote>>().content;
    expect((await reportCutting(number)).status).toBe(200);

    const view = await aftercare(guest);
    expect(view.window).toMatchObject({ open: false, closes_on: null });
    expect(view.window.message).toMatch(/started this order \("Cutting"\)/);
    expect(view.lines).toEqual([]);
    expectConflict(await quote(guest, line.id, dearer), "order_in_production");
    const change = await confirm(guest, {
      line_id: line.id,
      configured_product_id: dearer,
      expected_difference: q.difference,
      payment_token: await cardToken(guest),
    });
    expectConflict(change, "order_in_production");
    expect(change.json<Failure>().message).toBe(
      'The atelier has started this order ("Cutting"): its design can no longer be changed.',
    );
    const cancel = await guest.send("POST", `${TRACKED}/cancel`, {});
    expectConflict(cancel, "order_in_production");
    expect(await partnerView(number)).toMatchObject({ status: "paid", stage: "cutting" });
  });

  it("ends a change racing the stage report with exactly one winner", async () => {
    type Round = { won: boolean; code: string | null; message: string; mailed: boolean };
    const rounds: Round[] = [];
    // The report is sent a little later each round, so it meets the change at different points:
    // before it is asked, while its difference is being charged, as it commits.
    for (const delay of [0, 3, 6, 9, 12, 16, 25, 60]) {
      const { number, email } = await orderDesign(plainDesign);
      const guest = await tracking(number, email);
      const line = (await aftercare(guest)).lines[0]!;
      const dearer = await saveTote(guest, monogrammed("EVE"));
      const q = (await quote(guest, line.id, dearer)).json<Ok<Quote>>().content;
      const token = await cardToken(guest);
      const [change, stage] = await Promise.all([
        confirm(guest, {
          line_id: line.id,
          configured_product_id: dearer,
          expected_difference: q.difference,
          payment_token: token,
        }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => reportCutting(number)),
      ]);
      // The atelier's report always stands; the change either came first or is refused.
      expect(stage.status).toBe(200);
      expect([200, 409]).toContain(change.status);
      // Either way the window is closed now: client care cannot cancel it either.
      expectConflict(
        await partner(partners.care).request("POST", `${API}/partner/orders/${number}/cancel`, {
          body: { reason: "race check" },
        }),
        "order_in_production",
      );
      const won = change.status === 200;
      const failure = won ? null : change.json<Failure>();
      const mailed = await waitForMail(
        email,
        (m) => m.text.includes("in the design you chose"),
        1500,
      )
        .then(() => true)
        .catch(() => false);
      rounds.push({ won, code: failure?.code ?? null, message: failure?.message ?? "", mailed });
    }
    // A change that won was mailed as made; one that lost says why (and, when its difference
    // had been charged, that it is refunded) and was never mailed as made.
    const why =
      /^The atelier has started this order \("Cutting"\): its design can no longer be changed\.( Nothing was changed, and the difference charged is refunded\.)?$/;
    expect(
      rounds.filter((r) =>
        r.won ? !r.mailed : r.mailed || r.code !== "order_in_production" || !why.test(r.message),
      ),
    ).toEqual([]);
    expect(rounds).toHaveLength(8);
  });
});

describe("who may change or cancel", () => {
  it("gives a stranger nothing: no grant, a forgotten grant, another order's grant", async () => {
    const { number, email } = await orderDesign(plainDesign);
    const stranger = newClient();
    expect((await stranger.get(`${TRACKED}/aftercare`)).status).toBe(404);
    expect((await stranger.send("POST", `${TRACKED}/cancel`, {})).status).toBe(404);
    // A wrong e-mail gives no grant.
    await stranger.request("POST", "/api/orders/track", {
      rawBody: new URLSearchParams({ number, email: "someone@example.com" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await stranger.send("POST", `${TRACKED}/cancel`, {})).status).toBe(404);
    // The owner forgets the order on this browser: a copy of the cookie no longer acts.
    const owner = await tracking(number, email);
    const copy = newClient();
    copy.setCookie("atelier_track_api", owner.cookie("atelier_track_api")!);
    await owner.request("POST", "/api/orders/track", {
      rawBody: new URLSearchParams({ intent: "forget" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const refused = await copy.send("POST", `${TRACKED}/cancel`, {});
    expect(refused.json<Failure>()).toMatchObject({ code: "tracked_order_not_found" });
    expect(await partnerView(number)).toMatchObject({ status: "paid", refund: null });
  });
});
