import type { Client, Reply } from "./http";

const API = "/api/external";

export type Associate = {
  id: string;
  user_name: string;
  display_name: string;
  store: { name: string; label: string };
};

/** The one answer for an unknown name, a wrong PIN and another store's associate. */
export const ASSOCIATE_INVALID = "That associate name and PIN do not match. Please try again.";
/** The 403 of invoice, receipt and adjustments while no associate is bound to the cart. */
export const ASSOCIATE_REQUIRED = "A sales associate must sign in to this bag first.";

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
