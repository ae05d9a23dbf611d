import type { PaymentMethod } from "../payments/types";
import { showsSection } from "../retail/sections";
import type { RetailStoreSlug } from "../retail/stores";

/**
 * The payment methods each store offers (decided in docs/adr/0015). The department-store
 * kiosks hide payment details (spec 6): their orders are invoiced by the partner.
 */
const METHODS: Record<RetailStoreSlug, readonly PaymentMethod[]> = {
  web: ["card", "paypal", "wallet", "financing"],
  "stylist-web": ["card", "paypal", "financing"],
  "good-hearts-web": ["card", "paypal"],
  "dept-westchester": [],
  "dept-manhattan": [],
};

export function paymentMethodsFor(store: RetailStoreSlug): readonly PaymentMethod[] {
  return showsSection(store, "paymentDetails") ? METHODS[store] : [];
}
