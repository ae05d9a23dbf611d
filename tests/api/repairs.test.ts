import http from "node:http";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import {
  API,
  cartWith,
  freshIp,
  newClient,
  placeOrder,
  register,
  signUp,
  uniqueEmail,
  waitForMail,
  type CartView,
  type Ok,
} from "./support/accounts";
import { plainDesign, saveTote } from "./support/designs";
import { BASE_URL, Client, fixtures, type Reply } from "./support/http";
import { signedUpToteOrder } from "./support/orders";
import { staffClient } from "./support/staff";

/**
 * Issue 38 over HTTP: a client asks the atelier to repair a delivered made-to-order bag with
 * photos; client care estimates; the client accepts or declines; the atelier reports the
 * repair's stages (scope `repairs`). Photos are served to the order's client and client care
 * only; stock pieces, undelivered orders and files that are not photos are refused.
 */
type RepairView = {
  id: string;
  number: string;
  status: string;
  order_item_id: string;
  photos: { id: string; width: number; height: number }[];
  estimate: { amount: number; currency: string; days: number; note: string } | null;
  settlement: string;
  shipment: { carrier: string; tracking_url: string } | null;
  steps: { key: string; at: string | null }[];
};
type Panel = {
  options: { order_item_id: string; refusal: string | null }[];
  repairs: RepairView[];
};
type Failure = { message: string; code?: string; errors?: Record<string, string[]> };

const { partners, returns: pieces } = fixtures();
const partner = (token: string) =>
  new Client(undefined, { "x-forwarded-for": freshIp(), authorization: `Bearer ${token}` });
const desk = () => partner(partners.repairs);
const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;

/** A raw HTTP exchange with the client's cookies (the helper client speaks JSON and text only). */
async function raw(
  client: Client,
  method: string,
  url: string,
  body?: { bytes: Buffer; type: string },
  extra: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  if (!client.cookie("XSRF-TOKEN")) await client.get("/sanctum/csrf-cookie");
  const cookies = ["atelier_session", "XSRF-TOKEN", "atelier_track_form"]
    .map((name) => [name, client.cookie(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const headers: Record<string, string> = {
    "x-forwarded-for": freshIp(),
    "x-xsrf-token": decodeURIComponent(client.cookie("XSRF-TOKEN") ?? ""),
    ...(cookies ? { cookie: cookies } : {}),
    ...(body ? { "content-type": body.type, "content-length": String(body.bytes.length) } : {}),
    ...extra,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${BASE_URL}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    if (body) request.write(body.bytes);
    request.end();
  });
}

type Photo = { name: string; type: string; bytes: Buffer };

/** The repair form as the browser sends it (multipart/form-data). */
async function form(fields: Record<string, string>, photos: Photo[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const photo of photos) {
    data.append(
      "photos",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type }),
      photo.name,
    );
  }
  const encoded = new Response(data);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type") ?? "",
  };
}

/** A 3000 x 2000 JPEG carrying EXIF (a copyright and an orientation), as a phone would send. */
async function phonePhoto(): Promise<Photo> {
  const bytes = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 120, g: 60, b: 30 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Ada's phone", Artist: "Ada Lovelace" } })
    .toBuffer();
  return { name: "IMG_0001.jpg", type: "image/jpeg", bytes };
}

const json = <T>(reply: { body: Buffer }) => JSON.parse(reply.body.toString("utf8")) as T;

async function deliver(number: string, stages: string[]) {
  const atelier = partner(partners.atelier);
  for (const stage of stages) {
    const body =
      stage === "shipped"
        ? { stage, carrier: "ups", tracking_number: "1Z999AA10123456784" }
        : { stage };
    const reply = await atelier.send("POST", `${API}/partner/orders/${number}/stages`, body);
    expect(reply.status).toBe(200);
  }
}

const MADE = ["cutting", "stitching", "finishing", "quality_check", "shipped", "delivered"];

/** A signed-up customer's City Tote, made to order; delivered unless told otherwise. */
async function orderedTote(options: { deliver?: boolean } = {}) {
  const { account, order } = await signedUpToteOrder();
  const number = order.cart.number ?? "";
  if (options.deliver !== false) await deliver(number, MADE);
  return { ...account, orderId: order.id, number };
}

const panel = async (client: Client, orderId: string) => {
  const reply = await client.get(`${API}/customer/orders/${orderId}/repairs`);
  expect(reply.status).toBe(200);
  return content<Panel>(reply);
};

const ask = async (
  client: Client,
  orderId: string,
  fields: Record<string, string>,
  photos: Photo[],
) => raw(client, "POST", `${API}/customer/orders/${orderId}/repairs`, await form(fields, photos));

const stage = (number: string, body: object, key?: string) =>
  desk().request("POST", `${API}/partner/repairs/${number}/stages`, {
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

const staffAct = (staff: Client, number: string, body: object) =>
  staff.send("POST", `${API}/staff/repairs/${number}/actions`, body);

describe("a repair's whole path", () => {
  it("asked with a photo, estimated, accepted, settled and through every stage; each mailed", async () => {
    const buyer = await orderedTote();
    const { options } = await panel(buyer.client, buyer.orderId);
    expect(options).toHaveLength(1);
    expect(options[0]?.refusal).toBeNull();
    const line = options[0]?.order_item_id ?? "";

    const asked = await ask(
      buyer.client,
      buyer.orderId,
      {
        request_id: randomUUID(),
        order_item_id: line,
        description: "The strap's stitching frays.",
      },
      [await phonePhoto()],
    );
    expect(asked.status).toBe(200);
    const repair = json<Ok<RepairView>>(asked).content;
    expect(repair).toMatchObject({ status: "requested", estimate: null, settlement: "none" });
    expect(repair.photos).toHaveLength(1);
    // Sized down to 2048 px on its longer side.
    expect(repair.photos[0]).toMatchObject({ width: 2048, height: 1365 });
    await waitForMail(buyer.email, (mail) => mail.text.includes(repair.number));

    // The owner sees the photo: a JPEG with none of the phone's metadata, never cached.
    const photoUrl = `${API}/customer/repair-photos/${repair.photos[0]?.id}`;
    const photo = await raw(buyer.client, "GET", photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toBe("private, no-store");
    const metadata = await sharp(photo.body).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 2048 });
    expect(metadata.exif).toBeUndefined();

    // Client care sees it in the store's list, with the photo, and estimates.
    const staff = await staffClient();
    const listed = await staff.get(`${API}/staff/repairs`);
    expect(listed.status).toBe(200);
    expect(content<RepairView[]>(listed).map((r) => r.number)).toContain(repair.number);
    expect((await raw(staff, "GET", photoUrl)).status).toBe(200);
    const estimate = { amount: 12_000, currency: "USD", note: "Restitch both straps.", days: 10 };
    const estimated = await staffAct(staff, repair.number, { action: "estimate", estimate });
    expect(estimated.status).toBe(200);
    expect(content<RepairView>(estimated)).toMatchObject({ status: "estimated", estimate });
    await waitForMail(buyer.email, (mail) => mail.text.includes("$120.00"));

    // The atelier cannot start before the client accepts.
    const early = await stage(repair.number, { stage: "received_at_atelier" });
    expect(early.status).toBe(409);
    expect(early.json<Failure>().code).toBe("repair_stage_out_of_order");

    const accepted = await buyer.client.send(
      "POST",
      `${API}/customer/orders/${buyer.orderId}/repairs/${repair.number}/decision`,
      { decision: "accept" },
    );
    expect(accepted.status).toBe(200);
    expect(content<RepairView>(accepted)).toMatchObject({ status: "accepted", settlement: "due" });
    const again = await buyer.client.send(
      "POST",
      `${API}/customer/orders/${buyer.orderId}/repairs/${repair.number}/decision`,
      { decision: "decline" },
    );
    expect(again.status).toBe(409);

    const key = randomUUID();
    const received = await stage(repair.number, { stage: "received_at_atelier" }, key);
    expect(received.status).toBe(200);
    const replayed = await stage(repair.number, { stage: "received_at_atelier" }, key);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect((await stage(repair.number, { stage: "in_repair" })).status).toBe(200);

    // Money is never stranded: the bag does not leave while the estimate is owed.
    const shipment = {
      stage: "shipped_back",
      carrier: "ups",
      tracking_number: "1Z999AA10123456784",
    };
    const owed = await stage(repair.number, shipment);
    expect(owed.status).toBe(409);
    expect(owed.json<Failure>().code).toBe("repair_not_settled");
    const stillListed = await staff.get(`${API}/staff/repairs`);
    expect(
      content<RepairView[]>(stillListed).find((r) => r.number === repair.number)?.settlement,
    ).toBe("due");
    const settled = await staffAct(staff, repair.number, {
      action: "settled",
      note: "Paid by card at the Madison Avenue boutique.",
    });
    expect(settled.status).toBe(200);
    expect(content<RepairView>(settled).settlement).toBe("settled");

    const shipped = await stage(repair.number, shipment);
    expect(shipped.status).toBe(200);
    expect(content<RepairView>(shipped).shipment?.carrier).toBe("ups");
    await waitForMail(buyer.email, (mail) => mail.text.includes("has left our atelier"));
    const done = await stage(repair.number, { stage: "done" });
    expect(done.status).toBe(200);
    const final = content<RepairView>(done);
    expect(final.status).toBe("done");
    expect(final.steps.every((step) => step.at !== null)).toBe(true);
    expect((await stage(repair.number, { stage: "done" })).status).toBe(409);

    // The client sees it, and may ask again for the same bag once the repair is done.
    const after = await panel(buyer.client, buyer.orderId);
    expect(after.repairs[0]).toMatchObject({ number: repair.number, status: "done" });
    expect(after.options[0]?.refusal).toBeNull();
    // Done and settled: off client care's list.
    const closed = await staff.get(`${API}/staff/repairs`);
    expect(content<RepairView[]>(closed).map((r) => r.number)).not.toContain(repair.number);
  });

  it("a declined estimate ends the request; the same form twice makes one request", async () => {
    const buyer = await orderedTote();
    const line = (await panel(buyer.client, buyer.orderId)).options[0]?.order_item_id ?? "";
    const fields = { request_id: randomUUID(), order_item_id: line, description: "A scuff." };
    const first = await ask(buyer.client, buyer.orderId, fields, []);
    expect(first.status).toBe(200);
    const repair = json<Ok<RepairView>>(first).content;
    const second = await ask(buyer.client, buyer.orderId, fields, []);
    expect(json<Ok<RepairView>>(second).content.number).toBe(repair.number);
    // While it is open, no second repair of the same bag.
    const other = await ask(
      buyer.client,
      buyer.orderId,
      { ...fields, request_id: randomUUID() },
      [],
    );
    expect(other.status).toBe(409);
    expect(json<Failure>(other).code).toBe("repair_already_open");

    const decision = `${API}/customer/orders/${buyer.orderId}/repairs/${repair.number}/decision`;
    const tooSoon = await buyer.client.send("POST", decision, { decision: "accept" });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.json<Failure>().code).toBe("repair_not_estimated");

    const staff = await staffClient();
    const estimate = { amount: 0, currency: "USD", note: "A complimentary clean.", days: 3 };
    expect((await staffAct(staff, repair.number, { action: "estimate", estimate })).status).toBe(
      200,
    );
    const declined = await buyer.client.send("POST", decision, { decision: "decline" });
    expect(declined.status).toBe(200);
    expect(content<RepairView>(declined).status).toBe("declined");
    expect((await stage(repair.number, { stage: "received_at_atelier" })).status).toBe(409);
    const reEstimate = await staffAct(staff, repair.number, { action: "estimate", estimate });
    expect(reEstimate.status).toBe(409);
    await waitForMail(buyer.email, (mail) => mail.text.includes("You declined our estimate"));
  });
});

describe("refusals", () => {
  it("an order not yet delivered is refused", async () => {
    const buyer = await orderedTote({ deliver: false });
    const { options } = await panel(buyer.client, buyer.orderId);
    expect(options[0]?.refusal).toMatch(/delivered/);
    const reply = await ask(
      buyer.client,
      buyer.orderId,
      {
        request_id: randomUUID(),
        order_item_id: options[0]?.order_item_id ?? "",
        description: "x",
      },
      [],
    );
    expect(reply.status).toBe(409);
    expect(json<Failure>(reply).code).toBe("order_not_delivered");
  });

  it("a stock piece is refused", async () => {
    const account = await signUp();
    const cart = await cartWith(account.client, pieces.pieceId);
    const placed = await placeOrder(
      account.client,
      await register(account.client, cart.id, account.email),
    );
    const order = content<CartView>(placed);
    await deliver(order.cart.number ?? "", ["quality_check", "shipped", "delivered"]);
    const { options } = await panel(account.client, order.id);
    expect(options[0]?.refusal).toMatch(/made to your order/);
    const reply = await ask(
      account.client,
      order.id,
      {
        request_id: randomUUID(),
        order_item_id: options[0]?.order_item_id ?? "",
        description: "x",
      },
      [],
    );
    expect(reply.status).toBe(409);
    expect(json<Failure>(reply).code).toBe("piece_not_repairable");
  });

  it("a file that is no photo, one over 10 MB, four photos and a missing description are 422", async () => {
    const buyer = await orderedTote();
    const line = (await panel(buyer.client, buyer.orderId)).options[0]?.order_item_id ?? "";
    const fields = { request_id: randomUUID(), order_item_id: line, description: "A torn lining." };
    const text = {
      name: "notes.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("not a photo at all"),
    };
    const notImage = await ask(buyer.client, buyer.orderId, fields, [text]);
    expect(notImage.status).toBe(422);
    expect(json<Failure>(notImage).errors?.photos?.[0]).toMatch(/JPEG, PNG or HEIC/);

    const big = { ...(await phonePhoto()), bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) };
    const oversize = await ask(buyer.client, buyer.orderId, fields, [big]);
    expect(oversize.status).toBe(422);
    expect(json<Failure>(oversize).errors?.photos?.[0]).toMatch(/10 MB/);

    const photo = await phonePhoto();
    const four = await ask(buyer.client, buyer.orderId, fields, [photo, photo, photo, photo]);
    expect(four.status).toBe(422);
    expect(json<Failure>(four).errors?.photos).toBeDefined();

    const blank = await ask(buyer.client, buyer.orderId, { ...fields, description: "  " }, []);
    expect(blank.status).toBe(422);
    expect(json<Failure>(blank).errors?.description).toBeDefined();

    const json422 = await buyer.client.send(
      "POST",
      `${API}/customer/orders/${buyer.orderId}/repairs`,
      fields,
    );
    expect(json422.status).toBe(422);
    // Nothing was recorded by any of them.
    expect((await panel(buyer.client, buyer.orderId)).repairs).toHaveLength(0);
  });

  it("client care's estimate is checked: whole minor units, a currency, a note, days", async () => {
    const buyer = await orderedTote();
    const line = (await panel(buyer.client, buyer.orderId)).options[0]?.order_item_id ?? "";
    const asked = await ask(
      buyer.client,
      buyer.orderId,
      { request_id: randomUUID(), order_item_id: line, description: "Corner wear." },
      [],
    );
    const { number } = json<Ok<RepairView>>(asked).content;
    const staff = await staffClient();
    const bad = await staffAct(staff, number, {
      action: "estimate",
      estimate: { amount: 120.5, currency: "XXX", note: "", days: 0 },
    });
    expect(bad.status).toBe(422);
    const errors = bad.json<Failure>().errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(
      ["estimate.amount", "estimate.currency", "estimate.days", "estimate.note"].sort(),
    );
    // A customer who is not staff: the list and the actions do not exist for them.
    expect((await buyer.client.get(`${API}/staff/repairs`)).status).toBe(404);
    const notStaff = await staffAct(buyer.client, number, { action: "note", note: "hi" });
    expect(notStaff.status).toBe(404);
  });
});

describe("other people's repairs are 404", () => {
  it("a stranger sees neither the request nor the photo; a guest only through their grant", async () => {
    const buyer = await orderedTote();
    const line = (await panel(buyer.client, buyer.orderId)).options[0]?.order_item_id ?? "";
    const asked = await ask(
      buyer.client,
      buyer.orderId,
      { request_id: randomUUID(), order_item_id: line, description: "The clasp sticks." },
      [await phonePhoto()],
    );
    const repair = json<Ok<RepairView>>(asked).content;
    const photoUrl = `${API}/customer/repair-photos/${repair.photos[0]?.id}`;

    const stranger = await signUp();
    expect(
      (await stranger.client.get(`${API}/customer/orders/${buyer.orderId}/repairs`)).status,
    ).toBe(404);
    expect((await raw(stranger.client, "GET", photoUrl)).status).toBe(404);
    expect((await raw(newClient(), "GET", photoUrl)).status).toBe(401);
    const decide = await stranger.client.send(
      "POST",
      `${API}/customer/orders/${buyer.orderId}/repairs/${repair.number}/decision`,
      { decision: "accept" },
    );
    expect(decide.status).toBe(404);
    const theirs = await ask(
      stranger.client,
      buyer.orderId,
      { request_id: randomUUID(), order_item_id: line, description: "x" },
      [],
    );
    expect(theirs.status).toBe(404);
    expect(
      (await raw(stranger.client, "GET", `${API}/customer/repair-photos/${randomUUID()}`)).status,
    ).toBe(404);
    // A guest browser without a grant, and the tracking photo route without one.
    expect(
      (await raw(newClient(), "GET", `/api/orders/track/repair-photos/${repair.photos[0]?.id}`))
        .status,
    ).toBe(404);
    // The atelier: an unknown number 404, a token without the scope 403.
    expect((await desk().get(`${API}/partner/repairs/RP-22222222`)).status).toBe(404);
    expect((await desk().get(`${API}/partner/repairs/${repair.number}`)).status).toBe(200);
    expect(
      (await partner(partners.atelier).get(`${API}/partner/repairs/${repair.number}`)).status,
    ).toBe(403);
    // None of the stranger's posts touched the buyer's repair.
    const after = await panel(buyer.client, buyer.orderId);
    expect(after.repairs).toHaveLength(1);
    expect(after.repairs[0]).toMatchObject({ number: repair.number, status: "requested" });
  });

  it("a guest asks, sees the photo and answers through the tracking grant only", async () => {
    const client = newClient();
    const email = uniqueEmail("repair-guest");
    const designId = await saveTote(client, plainDesign);
    const made = await client.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    const placed = await placeOrder(
      client,
      await register(client, content<CartView>(made).id, email),
    );
    const order = content<CartView>(placed);
    const number = order.cart.number ?? "";
    await deliver(number, MADE);

    const guest = newClient();
    const tracked = await guest.request("POST", "/api/orders/track", {
      rawBody: new URLSearchParams({ number, email }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(tracked.status).toBe(303);
    // The order's line, as the tracking page lists it (the guest never sends an order id).
    const listed = await raw(guest, "GET", "/api/orders/track/repairs");
    expect(listed.status).toBe(200);
    const line = json<Ok<Panel>>(listed).content.options[0]?.order_item_id ?? "";
    expect((await raw(newClient(), "GET", "/api/orders/track/repairs")).status).toBe(404);
    const asked = await raw(
      guest,
      "POST",
      "/api/orders/track/repairs",
      await form({ request_id: randomUUID(), order_item_id: line, description: "Handle worn." }, [
        await phonePhoto(),
      ]),
      { origin: new URL(BASE_URL).origin },
    );
    expect(asked.status).toBe(200);
    const repair = json<Ok<RepairView>>(asked).content;
    const photo = await raw(
      guest,
      "GET",
      `/api/orders/track/repair-photos/${repair.photos[0]?.id}`,
    );
    expect(photo.status).toBe(200);
    expect(photo.headers["cache-control"]).toBe("private, no-store");
    // Someone tracking another order does not see it.
    const other = await orderedTote();
    const nosy = newClient();
    await nosy.request("POST", "/api/orders/track", {
      rawBody: new URLSearchParams({ number: other.number, email: other.email }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(
      (await raw(nosy, "GET", `/api/orders/track/repair-photos/${repair.photos[0]?.id}`)).status,
    ).toBe(404);
    const nosyDecision = await raw(
      nosy,
      "POST",
      `/api/orders/track/repairs/${repair.number}/decision`,
      { bytes: Buffer.from(JSON.stringify({ decision: "accept" })), type: "application/json" },
    );
    expect(nosyDecision.status).toBe(404);

    const staff = await staffClient();
    const estimate = { amount: 4_500, currency: "EUR", note: "New handle wrap.", days: 5 };
    expect((await staffAct(staff, repair.number, { action: "estimate", estimate })).status).toBe(
      200,
    );
    const accepted = await raw(
      guest,
      "POST",
      `/api/orders/track/repairs/${repair.number}/decision`,
      { bytes: Buffer.from(JSON.stringify({ decision: "accept" })), type: "application/json" },
    );
    expect(accepted.status).toBe(200);
    expect(json<Ok<RepairView>>(accepted).content.status).toBe("accepted");
  });
});
