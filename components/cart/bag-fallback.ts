import { unstable_serialize } from "swr";
import { cartKey } from "@/lib/cart/client";
import type { PageBag } from "@/lib/checkout/cart-page";
import { cartDeliveryKey } from "@/lib/delivery/client";
import { GIFT_BOXES_KEY } from "./cart-api";
import { cartHasDeliveries, deliveryVersion } from "./cart-lines";

/**
 * What the cart page's server render hands its hooks (an SWRConfig fallback, issue 27), under
 * the very keys they ask with: the bag (useCart), the boxes (GiftWrapping) and, when something
 * in the bag is delivered, its dates (useCartDelivery). The first paint needs no request.
 */
export function bagFallback({ cart, giftBoxes, delivery }: PageBag): Record<string, unknown> {
  return {
    [cartKey(cart.id)]: cart,
    [GIFT_BOXES_KEY]: giftBoxes,
    ...(cartHasDeliveries(cart)
      ? { [unstable_serialize(cartDeliveryKey(cart.id, deliveryVersion(cart)))]: delivery }
      : {}),
  };
}
