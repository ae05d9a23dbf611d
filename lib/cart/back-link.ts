import { stockCategoryOf } from "../catalogue/visibility";

export type BackLinkItem =
  | { kind: "configured_product" }
  | { kind: "gift_code" }
  | { kind: "product"; name: string; productType?: string };

export type BackLink = { href: string; label: string };

const LINKS = {
  bags: { href: "/bags/all-bags", label: "Continue designing" },
  gifts: { href: "/gift-cards", label: "Back to gift cards" },
  limited: { href: "/limited-edition", label: "Back to limited edition" },
  sample: { href: "/sample-sale", label: "Back to the sample sale" },
  other: { href: "/rtw-selection", label: "Back to ready to wear" },
} as const satisfies Record<string, BackLink>;

/**
 * Spec 4: the cart's back link follows the type of the item added last: bags, gift cards,
 * limited, sample, anything else ready-to-wear. An empty cart leads to the bags.
 */
export function backLinkFor(lastAdded: BackLinkItem | undefined): BackLink {
  if (!lastAdded || lastAdded.kind === "configured_product") return LINKS.bags;
  if (lastAdded.kind === "gift_code" || lastAdded.productType === "gift-card") return LINKS.gifts;
  const category = stockCategoryOf(lastAdded.name);
  if (category === "limited-edition") return LINKS.limited;
  if (category === "sample-sale") return LINKS.sample;
  return LINKS.other;
}
