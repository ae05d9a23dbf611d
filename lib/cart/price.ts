import { showsSection } from "../retail/sections";
import { isRetailStoreSlug } from "../retail/stores";
import type { LoadedCart, LoadedLine } from "./loaded-cart";
import { promoEligibility, type PromoRule } from "../promo/rules";
import {
  computeTotals,
  giftCodePrice,
  totalsFromColumns,
  type PricedLine,
  type Totals,
} from "./totals";

export type PricedCart = {
  totals: Totals;
  /** Today's unit price per order item id (written back while the order is a cart). */
  unitPrices: Map<string, number>;
  promo: { rule: PromoRule; applied: boolean; message: string | null } | null;
};

function unitPriceOf(line: LoadedLine): number {
  switch (line.kind) {
    case "configured_product":
      return line.price;
    case "product":
      return line.product.starting_price;
    case "gift_code":
      return giftCodePrice(line.giftCode.amount, line.giftCode.address !== null);
  }
}

const pricedLine = (line: LoadedLine): PricedLine =>
  line.kind === "gift_code"
    ? { kind: "gift_code", amount: line.giftCode.amount, delivered: line.giftCode.address !== null }
    : { kind: line.kind, unitPrice: unitPriceOf(line), quantity: line.item.quantity };

/**
 * Prices a loaded cart with today's catalogue. A promo code that no longer qualifies (the goods
 * fell under its minimum, it expired) stays on the cart but discounts nothing and says why.
 */
export function priceCart(cart: LoadedCart, now: Date = new Date()): PricedCart {
  const lines = cart.lines.map(pricedLine);
  const base = {
    lines,
    giftBoxes: cart.giftBoxes.map((b) => b.row.price),
    adjustments: cart.adjustments.map((a) => a.amount),
    taxes: isRetailStoreSlug(cart.store) ? showsSection(cart.store, "taxes") : true,
  };
  const goods = computeTotals({ ...base, promo: null });
  let promo: PricedCart["promo"] = null;
  if (cart.promo) {
    const eligibility = promoEligibility(
      cart.promo,
      goods.item_total,
      now,
      cart.order.retailStoreId,
    );
    promo = {
      rule: cart.promo,
      applied: eligibility.eligible,
      message: eligibility.eligible ? null : eligibility.message,
    };
  }
  const totals = promo?.applied ? computeTotals({ ...base, promo: promo.rule }) : goods;
  return {
    totals,
    unitPrices: new Map(cart.lines.map((line) => [line.item.id, unitPriceOf(line)])),
    promo,
  };
}

/**
 * Until when `priceCart`'s answer for this cart holds by the clock alone (its data unchanged): the
 * next start or end of its promo code's window after `now`, else for ever. The cart read cache
 * (lib/cart/read-cache.ts) keeps a priced cart no longer.
 */
export function pricedUntil(cart: Pick<LoadedCart, "promo">, now: Date): number {
  const moments = [cart.promo?.startsAt, cart.promo?.expiresAt]
    .map((at) => at?.getTime() ?? Infinity)
    .filter((at) => at > now.getTime());
  return Math.min(Infinity, ...moments);
}

/**
 * A placed order as it was charged: the line prices and totals fixed when it was placed, never
 * today's catalogue (a price change or a used-up promo must not rewrite a receipt).
 */
export function storedPricing(cart: LoadedCart): PricedCart {
  const o = cart.order;
  return {
    totals: totalsFromColumns(o),
    unitPrices: new Map(cart.lines.map((line) => [line.item.id, line.item.unitPrice])),
    promo: cart.promo ? { rule: cart.promo, applied: o.promoTotal > 0, message: null } : null,
  };
}
