import { GIFT_CARD_DELIVERY_SURCHARGE } from "../gift-cards";
import { promoDiscount, type PromoRule } from "../promo/rules";

/** Spec 9: 8.875 % on non-gift items, as basis points of a basis point (1/100 000). */
export const TAX_RATE_PER_100K = 8875;
/** Spec 9: shipping is tracked as 0. */
const SHIPPING_CENTS = 0;

export type PricedLine =
  | { kind: "configured_product" | "product"; unitPrice: number; quantity: number }
  | { kind: "gift_code"; amount: number; delivered: boolean };

export type TotalsInput = {
  lines: readonly PricedLine[];
  /** Gift-box prices (whole-order and per-line boxes alike). */
  giftBoxes: readonly number[];
  /** Associate adjustments in cents; negative is a reduction. */
  adjustments: readonly number[];
  promo: PromoRule | null;
  /** False where the store's section matrix hides taxes (the partner invoices them itself). */
  taxes: boolean;
};

export type Totals = {
  item_total: number;
  promo_total: number;
  gift_code_total: number;
  adjustment_total: number;
  included_tax_total: number;
  shipping_total: number;
  total: number;
};

export const giftCodePrice = (amount: number, delivered: boolean) =>
  amount + (delivered ? GIFT_CARD_DELIVERY_SURCHARGE : 0);

/**
 * The one place totals are computed (server side; the browser only displays them).
 * - item_total: bags, stock pieces and gift boxes — the goods.
 * - gift_code_total: gift cards bought, with the postal surcharge; never discounted or taxed.
 * - promo_total: the promo discount, on goods only and never below zero goods.
 * - included_tax_total: 8.875 % of the discounted goods plus adjustments, rounded half up.
 * - total = goods − promo + adjustments + tax + gift cards + shipping.
 */
export function computeTotals(input: TotalsInput): Totals {
  let itemTotal = 0;
  let giftCodeTotal = 0;
  for (const line of input.lines) {
    if (line.kind === "gift_code") giftCodeTotal += giftCodePrice(line.amount, line.delivered);
    else itemTotal += line.unitPrice * line.quantity;
  }
  for (const price of input.giftBoxes) itemTotal += price;
  const promoTotal = input.promo ? promoDiscount(input.promo, itemTotal) : 0;
  const adjustmentTotal = input.adjustments.reduce((sum, cents) => sum + cents, 0);
  const taxable = Math.max(0, itemTotal - promoTotal + adjustmentTotal);
  const tax = input.taxes ? taxOn(taxable) : 0;
  return {
    item_total: itemTotal,
    promo_total: promoTotal,
    gift_code_total: giftCodeTotal,
    adjustment_total: adjustmentTotal,
    included_tax_total: tax,
    shipping_total: SHIPPING_CENTS,
    total: taxable + tax + giftCodeTotal + SHIPPING_CENTS,
  };
}

/** Tax in whole cents, half up, in integers only so no float error creeps in. */
export function taxOn(cents: number): number {
  return Math.floor((cents * TAX_RATE_PER_100K + 50_000) / 100_000);
}

/** The order row's money columns for these totals (written while a cart and when placing). */
export const totalsColumns = (t: Totals) => ({
  itemTotal: t.item_total,
  promoTotal: t.promo_total,
  giftCodeTotal: t.gift_code_total,
  adjustmentTotal: t.adjustment_total,
  includedTaxTotal: t.included_tax_total,
  shippingTotal: t.shipping_total,
  total: t.total,
});

type TotalsColumns = ReturnType<typeof totalsColumns>;

/** The totals an order row holds (what the shopper was last shown, or what was charged). */
export const totalsFromColumns = (o: TotalsColumns): Totals => ({
  item_total: o.itemTotal,
  promo_total: o.promoTotal,
  gift_code_total: o.giftCodeTotal,
  adjustment_total: o.adjustmentTotal,
  included_tax_total: o.includedTaxTotal,
  shipping_total: o.shippingTotal,
  total: o.total,
});

export const sameTotals = (a: Totals, b: Totals) =>
  (Object.keys(a) as (keyof Totals)[]).every((key) => a[key] === b[key]);
