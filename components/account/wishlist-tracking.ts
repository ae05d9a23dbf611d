import type { RetailStore } from "@/lib/retail/stores";
import { track } from "@/lib/tracking/track";
import type { AccountCustomer } from "./customer-session";
import type { WishlistEntry } from "./wishlist-client";

/** Spec 7 "Added to Wishlist" (production only; track() never throws). */
export function trackWishlistAdd(
  entry: WishlistEntry,
  store: RetailStore,
  customer: AccountCustomer | null,
): void {
  void track("Added to Wishlist", {
    customer: customer
      ? { email: customer.email, firstName: customer.first_name, lastName: customer.last_name }
      : null,
    productName: entry.label,
    productId: entry.item_id,
    imageUrl: entry.image_url
      ? new URL(entry.image_url, window.location.origin).toString()
      : undefined,
    productUrl: new URL(entry.url, window.location.origin).toString(),
    priceCents: entry.price,
    quantity: 1,
    retailer: store.retailer.name,
    retailerStore: store.name,
  });
}
