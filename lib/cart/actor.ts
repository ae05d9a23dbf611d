import "server-only";
import { customerByToken, type Customer } from "../auth/tokens";
import { ownerOf } from "../configured-products/service";
import type { Db } from "../db/types";
import type { WebSession } from "../auth/web-session";
import type { RetailStoreSlug } from "../retail/stores";
import type { CartActor } from "./service";

type Ctx = {
  db: Db;
  store: RetailStoreSlug;
  customer: Customer | null;
  session: () => Promise<WebSession>;
};

/** Placeholders the storefront sends in the token segment when nobody is signed in. */
const NO_TOKEN = new Set(["", "guest", "null", "undefined", "0"]);

/**
 * Who is changing the cart. The add/remove-cart-item paths carry a token segment (spec 7): a
 * customer's api token there signs the request in like the `api_token` query would.
 */
export async function cartActor(ctx: Ctx, pathToken?: string): Promise<CartActor> {
  let customer = ctx.customer;
  if (!customer && pathToken && !NO_TOKEN.has(pathToken)) {
    customer = await customerByToken(ctx.db, pathToken);
  }
  return { owner: await ownerOf({ customer, session: ctx.session }), store: ctx.store };
}
