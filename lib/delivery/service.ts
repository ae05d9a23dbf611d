import "server-only";
import { cartNotFound } from "../cart/errors";
import { findLoadedCart } from "../cart/load";
import type { CartActor } from "../cart/service";
import { CatalogueMissingError, publishedProductDetail } from "../catalogue/read";
import { isCatalogueProductVisible, isStockProductVisible } from "../catalogue/visibility";
import { readStrictDesign } from "../configured-products/strict-design";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import { cartDelivery, productDelivery, type CartDelivery, type ItemDelivery } from "./order-dates";
import { deliveryKindOf } from "./promise";
import { cachedQueue } from "./queue";

const MESSAGE_UNKNOWN_PRODUCT = "Please choose a bag from the catalogue.";

/**
 * GET /public/delivery-date: the date of one design (or piece) of a product this store sells,
 * computed here and never in the browser. An incomplete design is fine (the date follows the
 * shopper as they design); one naming another bag's choices is refused like a save would be.
 */
export async function deliveryDateOf(
  db: Db,
  store: string,
  productId: string,
  design: string | undefined,
): Promise<ItemDelivery & { product_id: string }> {
  const product = await publishedProductDetail(productId).catch((error: unknown) => {
    if (error instanceof CatalogueMissingError) return null;
    throw error;
  });
  if (
    !product ||
    !(isCatalogueProductVisible(product, store) || isStockProductVisible(product, store))
  ) {
    throw DomainError.validation({ product_id: [MESSAGE_UNKNOWN_PRODUCT] });
  }
  let state = null;
  if (deliveryKindOf(product) === "made_to_order" && design) {
    const read = readStrictDesign(product, design);
    if (!read.ok) throw DomainError.validation({ design: [read.message] });
    state = read.state;
  }
  const now = new Date();
  return {
    product_id: product.id,
    ...productDelivery(product, state, await cachedQueue(db, now), now),
  };
}

/** GET /cart-delivery-dates/{id}: the shopper's own cart, line by line and as an order. */
export async function cartDeliveryDates(
  db: Db,
  actor: CartActor,
  cartId: string,
): Promise<CartDelivery> {
  const cart = await findLoadedCart(db, cartId, actor.owner, actor.store);
  if (!cart) throw cartNotFound();
  const now = new Date();
  return cartDelivery(cart, await cachedQueue(db, now), now);
}
