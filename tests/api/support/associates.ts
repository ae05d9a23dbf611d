import { cartById, DEPT_HOST, freshIp, newClient, type Failure } from "./accounts";
import { plainDesign, saveTote } from "./designs";
import type { Client, Reply } from "./http";
import { staffClient } from "./staff";

const API = "/api/external";

export type Associate = {
  id: string;
  user_name: string;
  display_name: string;
  store: { name: string; label: string };
};

export type KioskCart = {
  id: string;
  cart: {
    total: number;
    item_total: number;
    adjustment_total: number;
    status: string;
    receipt_number: string | null;
  };
  adjustments: { id: string; label: string; amount: number }[];
  sales_associate: { user_name: string; display_name: string } | null;
};

/** The one answer for an unknown name, a wrong PIN and another store's associate. */
export const ASSOCIATE_INVALID = "That associate name and PIN do not match. Please try again.";
/** The 403 of invoice, receipt and adjustments while no associate is bound to the cart. */
export const ASSOCIATE_REQUIRED = "A sales associate must sign in to this bag first.";
/** Issue 23: the 403 code of a binding that ended or a money action without a fresh PIN. */
export const PIN_REQUIRED = "associate_pin_required";
export const ADJUSTMENT_PIN = "Please enter your PIN again to confirm this adjustment.";
export const RECEIPT_PIN = "Please enter your PIN again to confirm this receipt number.";
export const BINDING_ENDED = "Your sign-in to this bag has ended. Please enter your PIN again.";

export const WESTCHESTER = "dept-westchester";
export const MANHATTAN = "dept-manhattan";

export type KioskStore = typeof WESTCHESTER | typeof MANHATTAN;
/** Issue 25: the one 403 of every associate action from a browser that is not an enrolled kiosk. */
export const NOT_ENROLLED =
  "This browser is not an enrolled kiosk of this store. Please ask a staff member to enroll it.";

/**
 * A browser on the kiosk address (its own session and address), Westchester or Manhattan by the
 * override cookie, NOT enrolled: a stranger who names the kiosk host.
 */
export function kioskHostBrowser(store: KioskStore = WESTCHESTER): Client {
  const client = newClient(DEPT_HOST);
  if (store === MANHATTAN) client.setCookie("retail_store_override", MANHATTAN);
  return client;
}

const staffAt = new Map<KioskStore, Promise<Client>>();
/** The demo editor on the kiosk address, signed in once per suite and store. */
export function kioskStaff(store: KioskStore = WESTCHESTER): Promise<Client> {
  let staff = staffAt.get(store);
  if (!staff) {
    staff = staffClient(DEPT_HOST).then((client) => {
      if (store === MANHATTAN) client.setCookie("retail_store_override", MANHATTAN);
      return client;
    });
    staffAt.set(store, staff);
  }
  return staff;
}

/**
 * Enrolls `client` as a kiosk of `store` the way an operator does: staff make a one-time link
 * (POST /staff/kiosk-enrollments) and the kiosk's browser redeems it. Answers the device id.
 */
export async function enrollKiosk(
  client: Client,
  store: KioskStore = WESTCHESTER,
  label = "API kiosk",
): Promise<string> {
  const staff = await kioskStaff(store);
  // Each enrollment from its own address: the suites enroll more kiosks a minute than one
  // address may ask for.
  const made = await staff.send(
    "POST",
    `${API}/staff/kiosk-enrollments`,
    { label },
    { "x-forwarded-for": freshIp() },
  );
  if (made.status !== 200) throw new Error(`enrollment failed (${made.status}): ${made.text}`);
  const { code, id } = made.json<{ content: { code: string; id: string } }>().content;
  const redeemed = await client.send("POST", `${API}/public/kiosk-enrollment`, { code });
  if (redeemed.status !== 200) {
    throw new Error(`kiosk-enrollment failed (${redeemed.status}): ${redeemed.text}`);
  }
  return id;
}

/** An enrolled kiosk (issue 25): its own session and address, at Westchester or Manhattan. */
export async function kiosk(store: KioskStore = WESTCHESTER): Promise<Client> {
  const client = kioskHostBrowser(store);
  await enrollKiosk(client, store);
  return client;
}

export const viewOf = async (client: Client, id: string) =>
  (await cartById(client, id)) as unknown as KioskCart;

export const adjust = (client: Client, orderId: string, amount: number, label = "Goodwill") =>
  client.send("POST", `${API}/order-adjustments`, { order_id: orderId, label, amount });

export const invoice = (client: Client, orderId: string, total: number) =>
  client.send("POST", `${API}/placeOrder`, { order_id: orderId, total, payment_method: "invoice" });

export const receipt = (client: Client, orderId: string, number: string) =>
  client.send("POST", `${API}/submit-receipt/${orderId}/${encodeURIComponent(number)}`);

export const failure = (reply: { json: <T>() => T }) => reply.json<Failure & { code?: string }>();

/** POST /public/validateAssociate as it is, for tests that look at refusals. */
export const validateAssociate = (client: Client, orderId: string, userName: string, pin: string) =>
  client.send("POST", `${API}/public/validateAssociate`, {
    user_name: userName,
    order_id: orderId,
    pin,
  });

/**
 * Signs a kiosk's sales associate in to the cart (seeded: jmorales 2468 and dpatel 1357 at
 * dept-westchester, akim 8642 and rbrooks 9753 at dept-manhattan) and checks it worked.
 */
export async function signInAssociate(
  client: Client,
  cartId: string,
  userName = "jmorales",
  pin = "2468",
): Promise<Associate> {
  const reply: Reply = await validateAssociate(client, cartId, userName, pin);
  if (reply.status !== 200) {
    throw new Error(`validateAssociate failed (${reply.status}): ${reply.text}`);
  }
  return reply.json<{ content: Associate }>().content;
}

/** Expects the kiosk's "enter your PIN again" refusal (issue 23) with this message. */
export function expectPinAgain(reply: Reply, message: string) {
  expect(reply.status).toBe(403);
  expect(failure(reply)).toMatchObject({ code: PIN_REQUIRED, message });
}

/**
 * A kiosk cart holding a made-to-order tote: invoicing it takes no stock, so the tests that place
 * orders leave the limited pieces to the suites (and the e2e walks) that buy them.
 */
export async function toteCart(client: Client): Promise<{ id: string }> {
  const designId = await saveTote(client, plainDesign);
  const reply = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: designId,
  });
  if (reply.status !== 200) throw new Error(`POST /orders failed (${reply.status}): ${reply.text}`);
  return reply.json<{ content: { id: string } }>().content;
}
