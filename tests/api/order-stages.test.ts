import { randomUUID } from "node:crypto";
import { orderedTote as orderedGuestTote } from "./support/orders";
import { API, buyMask, freshIp, newClient, uniqueEmail, waitForMail } from "./support/accounts";
import { Client, fixtures, type Reply } from "./support/http";

/**
 * Issue 26 over HTTP: the partners' operations (the atelier reports stages, client care cancels
 * before cutting) with their bearer tokens and scopes, Idempotency-Key, the 409 of an impossible
 * move; and the guest tracking form.
 */
type Ok<T> = { status: "success"; content: T };
type PartnerOrder = {
  number: string;
  status: string;
  stage: string;
  made_to_order: boolean;
  history: { stage: string; at: string; carrier: string | null; tracking_url: string | null }[];
  refund: { status: string; amount: number } | null;
};
type Failure = { status: "error"; message: string; code: string };

const { partners } = fixtures();
const partner = (token?: string) =>
  new Client(undefined, {
    "x-forwarded-for": freshIp(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
const atelier = () => partner(partners.atelier);
const care = () => partner(partners.care);

const report = (client: Client, number: string, body: object, key?: string) =>
  client.request("POST", `${API}/partner/orders/${number}/stages`, {
    body,
    headers: key ? { "idempotency-key": key } : {},
  });
const cancel = (client: Client, number: string, key?: string, reason = "Asked by the client") =>
  client.request("POST", `${API}/partner/orders/${number}/cancel`, {
    body: { reason },
    headers: key ? { "idempotency-key": key } : {},
  });
const read = (client: Client, number: string) =>
  client.request("GET", `${API}/partner/orders/${number}`);

const content = (reply: Reply) => reply.json<Ok<PartnerOrder>>().content;
const SHIPMENT = { carrier: "ups", tracking_number: "1Z999AA10123456784" };

const orderedTote = (email = uniqueEmail("tote")) => orderedGuestTote(email);

function expectConflict(reply: Reply, code: string) {
  expect(reply.status).toBe(409);
  expect(reply.json<Failure>()).toMatchObject({
    status: "error",
    code,
    message: expect.any(String),
  });
}

describe("partner tokens and scopes", () => {
  it("refuses a call without a token, with an unknown one and with a revoked one (401)", async () => {
    const { number } = await orderedTote();
    for (const client of [
      partner(),
      partner("aa_partner_not-a-token"),
      partner(partners.revoked),
    ]) {
      const reply = await report(client, number, { stage: "cutting" });
      expect(reply.status).toBe(401);
      expect(reply.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(reply.json<Failure>()).toMatchObject({ status: "error", code: "unauthenticated" });
    }
    expect(content(await read(atelier(), number)).stage).toBe("received");
  });

  it("refuses a token without the operation's scope (403), and answers before reading the input", async () => {
    const { number } = await orderedTote();
    const byCare = await report(care(), number, { stage: "cutting" });
    expect(byCare.status).toBe(403);
    expect(byCare.json<Failure>().code).toBe("insufficient_scope");
    const byAtelier = await cancel(atelier(), number);
    expect(byAtelier.status).toBe(403);
    // Without a token, an unknown order is a 401 like a known one.
    expect((await read(partner(), "AA-22222222")).status).toBe(401);
    const order = content(await read(care(), number));
    expect(order).toMatchObject({ stage: "received", status: "paid" });
  });

  it("answers 404 for an order number that names no order, written right or not", async () => {
    for (const number of ["AA-22222222", "not-a-number"]) {
      const reply = await report(atelier(), number, { stage: "cutting" });
      expect(reply.status).toBe(404);
      expect(reply.json<Failure>()).toMatchObject({
        status: "error",
        code: expect.stringMatching(/not_found$/),
      });
    }
  });

  it("documents the partner operations with their bearer scheme and scopes", async () => {
    const reply = await newClient().get(`${API}/openapi.json`);
    expect(reply.status).toBe(200);
    const doc = reply.json<{
      paths: Record<
        string,
        Record<string, { security: object[]; parameters: { name: string }[]; responses: object }>
      >;
    }>();
    const stages = doc.paths["/api/external/partner/orders/{number}/stages"]?.post;
    expect(stages?.security).toEqual([{ partnerToken: ["stages"] }]);
    expect(stages?.parameters.map((p) => p.name)).toContain("Idempotency-Key");
    expect(Object.keys(stages?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "404", "409", "422"]),
    );
    expect(doc.paths["/api/external/partner/orders/{number}/cancel"]?.post?.security).toEqual([
      { partnerToken: ["cancel"] },
    ]);
  });
});

describe("the atelier reports stages", () => {
  it("moves a made-to-order bag through every stage, mailing the client when shipped and delivered", async () => {
    const { number, email } = await orderedTote();
    for (const stage of ["cutting", "stitching", "finishing", "quality_check"]) {
      const reply = await report(atelier(), number, { stage });
      expect(reply.status).toBe(200);
      expect(content(reply).stage).toBe(stage);
    }
    const shipped = await report(atelier(), number, { stage: "shipped", ...SHIPMENT });
    expect(shipped.status).toBe(200);
    const trackingUrl = "https://www.ups.com/track?tracknum=1Z999AA10123456784";
    expect(content(shipped).history.at(-1)).toMatchObject({
      stage: "shipped",
      carrier: "ups",
      tracking_url: trackingUrl,
    });
    const shippedMail = await waitForMail(
      email,
      (m) => m.text.includes("has shipped") || /shipped/.test(m.headers),
    );
    expect(shippedMail.text).toContain(trackingUrl);
    expect(shippedMail.text).toContain(number);
    expect(shippedMail.text).toContain(`/orders/track?number=${number}`);

    const delivered = await report(atelier(), number, { stage: "delivered" });
    expect(content(delivered)).toMatchObject({ stage: "delivered", made_to_order: true });
    expect(content(delivered).history.map((h) => h.stage)).toEqual([
      "cutting",
      "stitching",
      "finishing",
      "quality_check",
      "shipped",
      "delivered",
    ]);
    const deliveredMail = await waitForMail(email, (m) => /was delivered/.test(m.headers));
    expect(deliveredMail.text).toContain(trackingUrl);
  });

  it("answers 409 for a move backwards, a repeated stage and a skipped one, and changes nothing", async () => {
    const { number } = await orderedTote();
    expectConflict(await report(atelier(), number, { stage: "stitching" }), "stage_skipped");
    expect((await report(atelier(), number, { stage: "cutting" })).status).toBe(200);
    expectConflict(await report(atelier(), number, { stage: "cutting" }), "stage_not_forward");
    expect((await report(atelier(), number, { stage: "stitching" })).status).toBe(200);
    expectConflict(await report(atelier(), number, { stage: "cutting" }), "stage_not_forward");
    expectConflict(
      await report(atelier(), number, { stage: "shipped", ...SHIPMENT }),
      "stage_skipped",
    );
    const order = content(await read(atelier(), number));
    expect(order.stage).toBe("stitching");
    expect(order.history.map((h) => h.stage)).toEqual(["cutting", "stitching"]);
  });

  it("asks a shipment for its carrier and tracking number (422)", async () => {
    const { number } = await orderedTote();
    const reply = await report(atelier(), number, { stage: "shipped" });
    expect(reply.status).toBe(422);
    expect(reply.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty("carrier");
    expect(content(await read(atelier(), number)).history).toEqual([]);
  });

  it("honours Idempotency-Key: the same request answers the same, another is refused", async () => {
    const { number } = await orderedTote();
    const key = randomUUID();
    const first = await report(atelier(), number, { stage: "cutting" }, key);
    const again = await report(atelier(), number, { stage: "cutting" }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(content(again)).toEqual(content(first));
    const other = await report(atelier(), number, { stage: "stitching" }, key);
    expect(other.status).toBe(422);
    expect(other.json<Failure>().code).toBe("idempotency_key_reused");
    const order = content(await read(atelier(), number));
    expect(order.history.map((h) => h.stage)).toEqual(["cutting"]);
    // A refused request is not remembered: the same key may carry it once it is possible.
    const refusedKey = randomUUID();
    expectConflict(
      await report(atelier(), number, { stage: "finishing" }, refusedKey),
      "stage_skipped",
    );
    expect((await report(atelier(), number, { stage: "stitching" }, randomUUID())).status).toBe(
      200,
    );
    expect((await report(atelier(), number, { stage: "finishing" }, refusedKey)).status).toBe(200);
  });
});

describe("client care cancels before cutting", () => {
  it("cancels a paid order and refunds it through the local provider, once", async () => {
    const client = newClient();
    const email = uniqueEmail("cancel");
    const bought = await buyMask(client, email);
    const number = bought.cart.number!;
    const key = randomUUID();
    const reply = await cancel(care(), number, key);
    expect(reply.status).toBe(200);
    expect(content(reply)).toMatchObject({
      status: "cancelled",
      refund: { status: "refunded", amount: bought.cart.total },
    });
    expect(content(reply).history.map((h) => h.stage)).toEqual(["cancelled"]);
    const replay = await cancel(care(), number, key);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(content(replay)).toEqual(content(reply));
    expectConflict(await cancel(care(), number), "order_not_cancellable");
    expectConflict(
      await report(atelier(), number, { stage: "cutting" }),
      "order_not_in_production",
    );
    const mail = await waitForMail(email, (m) => /is cancelled/.test(m.headers));
    expect(mail.text).toContain("refunded to the payment you used");
  });

  it("is refused once the atelier started cutting (409), and the order stays paid", async () => {
    const { number } = await orderedTote();
    expect((await report(atelier(), number, { stage: "cutting" })).status).toBe(200);
    expectConflict(await cancel(care(), number), "order_in_production");
    expect(content(await read(care(), number))).toMatchObject({ status: "paid", refund: null });
  });
});

describe("guest tracking by order number and e-mail", () => {
  const post = (
    client: Client,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    client.request("POST", "/api/orders/track", {
      rawBody: new URLSearchParams(form).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });

  it("answers a wrong number and a wrong e-mail alike, never with the e-mail in the address", async () => {
    const { number, email } = await orderedTote();
    const client = newClient();
    const wrongEmail = await post(client, { number, email: "someone.else@example.com" });
    const wrongNumber = await post(client, { number: "AA-22222222", email });
    for (const reply of [wrongEmail, wrongNumber]) {
      expect(reply.status).toBe(303);
      expect(reply.headers.get("location")).toMatch(/^\/orders\/track\?error=no-match&number=AA-/);
      expect(reply.headers.get("location")).not.toContain("example.com");
      expect(reply.setCookies.filter((c) => c.startsWith("atelier_track="))).toEqual([]);
    }
    expect(wrongEmail.text).toBe(wrongNumber.text);
    const page = await client.get(wrongEmail.headers.get("location")!);
    expect(page.status).toBe(200);
    expect(page.text).toContain("We could not find an order with that number and e-mail address.");
  });

  it("shows the timeline of the pair that matches, without prices or the address", async () => {
    const { number, email } = await orderedTote();
    expect((await report(atelier(), number, { stage: "cutting" })).status).toBe(200);
    const client = newClient();
    const found = await post(client, { number: number.toLowerCase(), email: email.toUpperCase() });
    expect(found.status).toBe(303);
    expect(found.headers.get("location")).toBe("/orders/track");
    expect(found.setCookies.join(";")).toMatch(/atelier_track=.+Path=\/orders\/track.*HttpOnly/i);
    const page = await client.get("/orders/track");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1>Order (<!-- -->)?${number}</h1>`));
    expect(page.text).toMatch(/data-testid="timeline-cutting"[^>]*data-state="current"/);
    // No price (the bag's is $895.00) and no address, in the page or its flight data.
    expect(page.text).not.toMatch(/\$\d[\d,]*\.\d{2}|Crosby Street/);
    const forget = await post(client, { intent: "forget" });
    expect(forget.headers.get("location")).toBe("/orders/track");
    expect((await client.get("/orders/track")).text).toContain('data-testid="track-form"');
  });

  it("refuses the form posted from another site's page", async () => {
    const reply = await post(
      newClient(),
      { number: "AA-22222222", email: "a@example.com" },
      {
        origin: "https://elsewhere.example",
        "sec-fetch-site": "cross-site",
      },
    );
    expect(reply.status).toBe(403);
    expect(reply.headers.get("location")).toBeNull();
  });
});
