import "server-only";
import { z } from "zod";
import type { Owner } from "../configured-products/repository";
import type { Db } from "../db/types";
import type { CartDelivery } from "../delivery/order-dates";
import { cartDeliveryDates } from "../delivery/service";
import { DomainError } from "../errors";
import { log } from "../log";
import type { RetailStoreSlug } from "../retail/stores";
import { listGiftBoxes } from "../cart/gift-boxes";
import type { CartView } from "../cart/present";
import { viewCart } from "../cart/service";

/** What the cart page shows at first paint: the bag, the boxes it offers, the promised dates. */
export type PageBag = {
  cart: CartView;
  giftBoxes: Awaited<ReturnType<typeof listGiftBoxes>>;
  delivery: CartDelivery;
};

const cartId = z.uuid().transform((id) => id.toLowerCase());

/**
 * The shopper's bag for the cart page's server render (issue 27), read and priced by the very
 * functions the cart API answers with (`viewCart`, the delivery dates, the gift boxes), so the
 * first HTML shows what the browser would have fetched. `requestedId`: the id the cart cookie
 * (/cart) or the address (/cart/{id}) names. Null when it names no cart of this shopper in this
 * store (unknown, placed, someone else's, not an id at all) or the read failed: the page is
 * then drawn without the bag, and the browser asks (and forgets a cookie) as it always did.
 */
export async function bagForPage(
  db: Db,
  store: RetailStoreSlug,
  owner: Owner,
  requestedId: string | undefined,
): Promise<PageBag | null> {
  const id = cartId.safeParse(requestedId);
  // Every cart is made under a web session; without one nothing can be this shopper's.
  if (!id.success || (!owner.sessionId && !owner.customerId)) return null;
  const actor = { owner, store };
  try {
    const cart = await viewCart(db, actor, id.data);
    const [giftBoxes, delivery] = await Promise.all([
      listGiftBoxes(db),
      cartDeliveryDates(db, actor, cart.id),
    ]);
    return { cart, giftBoxes, delivery };
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === "not_found")) {
      log().warn({ err: (error as Error).message }, "the cart page could not read the bag");
    }
    return null;
  }
}
