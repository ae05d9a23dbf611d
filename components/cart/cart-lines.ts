import type { CartView } from "@/lib/cart/present";
import { formatPrice } from "@/lib/money";

type DesignItem = CartView["configured_products"][number];
type PieceItem = CartView["products"][number];
type GiftCodeItem = CartView["gift_codes"][number];

/** One row of the bag, whatever it holds (spec 3: designs, stock pieces, gift cards). */
export type CartLine =
  | { kind: "configured_product"; item: DesignItem }
  | { kind: "product"; item: PieceItem }
  | { kind: "gift_code"; item: GiftCodeItem };

/** Spec 4: items are ordered by time added, oldest first; the line id keeps ties stable. */
export function cartLines(view: CartView): CartLine[] {
  const lines: CartLine[] = [
    ...view.configured_products.map((item) => ({ kind: "configured_product" as const, item })),
    ...view.products.map((item) => ({ kind: "product" as const, item })),
    ...view.gift_codes.map((item) => ({ kind: "gift_code" as const, item })),
  ];
  return lines.sort(
    (a, b) =>
      Date.parse(a.item.pivot.created_at) - Date.parse(b.item.pivot.created_at) ||
      a.item.pivot.id.localeCompare(b.item.pivot.id),
  );
}

/** How a line is delivered: made by the atelier, shipped from stock, or (gift cards) not at all. */
export const deliveryKindOfLine = (line: CartLine) =>
  line.kind === "configured_product"
    ? ("made_to_order" as const)
    : line.kind === "product"
      ? ("ready_to_wear" as const)
      : ("gift_card" as const);

/** The swr version of the bag's dates: the lines and quantities they depend on. */
export const deliveryVersion = (view: CartView): string =>
  cartLines(view)
    .map(
      (line) => `${line.item.pivot.id}:${line.item.pivot.quantity}:${line.item.pivot.unit_price}`,
    )
    .join(",");

/** Something in the bag is delivered (gift cards alone are not). */
export const cartHasDeliveries = (view: CartView): boolean =>
  view.configured_products.length > 0 || view.products.length > 0;

/** What the shopper calls the line. */
export function lineLabel(line: CartLine): string {
  switch (line.kind) {
    case "configured_product":
      return line.item.product.label;
    case "product":
      return line.item.label;
    case "gift_code":
      return `${formatPrice(line.item.amount)} ${isPosted(line.item) ? "gift card" : "e-gift card"}`;
  }
}

export const lineTotal = (line: CartLine): number =>
  line.item.pivot.unit_price * line.item.pivot.quantity;

const isPosted = (giftCode: GiftCodeItem) => giftCode.address != null;

// The address arrives as stored (`address: unknown` in the contract), so only the parts shown
// are read, and a shape we do not know is simply not shown. A guard rather than a schema: the
// cart's first load carries no validation library (issue 14).
type ShownAddress = { name?: string; city: string; state: string };
const isShownAddress = (value: unknown): value is ShownAddress => {
  if (typeof value !== "object" || value === null) return false;
  const { name, city, state } = value as Record<string, unknown>;
  return (
    typeof city === "string" &&
    typeof state === "string" &&
    (name === undefined || typeof name === "string")
  );
};

/** "Posted to Ada Lovelace, Hudson, NY" or "By e-mail to ada@example.com". */
export function giftCardDelivery(giftCode: GiftCodeItem): string | null {
  if (isPosted(giftCode)) {
    if (!isShownAddress(giftCode.address)) return "Posted";
    const { name, city, state } = giftCode.address;
    return `Posted to ${[name, city, state].filter(Boolean).join(", ")}`;
  }
  return giftCode.recipient_email ? `By e-mail to ${giftCode.recipient_email}` : null;
}

/**
 * A stock piece asked for in a larger quantity than is left. `stock` is the live count from the
 * server (null: made without limit), so this is what checkout would refuse.
 */
export function shortageOf(line: CartLine): { left: number } | null {
  if (line.kind !== "product") return null;
  const { stock, pivot } = line.item;
  return stock !== null && stock < pivot.quantity ? { left: Math.max(0, stock) } : null;
}

export const shortageText = ({ left }: { left: number }) =>
  left === 0 ? "Sold out" : `Only ${left} left`;

/** True when every line can be bought as it stands. */
export const allAvailable = (view: CartView): boolean =>
  cartLines(view).every((line) => shortageOf(line) === null);
