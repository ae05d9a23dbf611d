import type { CartView } from "@/lib/cart/present";
import { TAX_RATE_PER_100K } from "@/lib/cart/totals";
import { formatPrice } from "@/lib/money";

const TAX_LABEL = `Tax (${TAX_RATE_PER_100K / 1000}%)`;

type Row = { key: string; label: string; value: string; emphasis?: boolean; testId?: string };

/**
 * The totals exactly as the server computed them (the browser never adds prices up). Rows that
 * do not apply are left out; tax only where the store shows taxes (spec 6).
 */
function rowsFor(
  cart: CartView["cart"],
  adjustments: CartView["adjustments"],
  showTax: boolean,
  promoCode: string | null,
): Row[] {
  const rows: Row[] = [{ key: "items", label: "Items", value: formatPrice(cart.item_total) }];
  if (cart.promo_total > 0) {
    rows.push({
      key: "promo",
      label: promoCode ? `Promo (${promoCode})` : "Promo",
      value: `−${formatPrice(cart.promo_total)}`,
    });
  }
  if (cart.gift_code_total > 0) {
    rows.push({ key: "gift-cards", label: "Gift cards", value: formatPrice(cart.gift_code_total) });
  }
  // Each adjustment is its own row with its reason (issue 23): the rows add up to the total.
  for (const adjustment of adjustments) {
    const sign = adjustment.amount < 0 ? "−" : "";
    rows.push({
      key: `adjustment-${adjustment.id}`,
      label: adjustment.label,
      value: `${sign}${formatPrice(Math.abs(adjustment.amount))}`,
      testId: "total-adjustment",
    });
  }
  if (showTax) {
    rows.push({ key: "tax", label: TAX_LABEL, value: formatPrice(cart.included_tax_total) });
  }
  rows.push({
    key: "shipping",
    label: "Shipping",
    value: cart.shipping_total === 0 ? "Complimentary" : formatPrice(cart.shipping_total),
  });
  rows.push({ key: "total", label: "Total", value: formatPrice(cart.total), emphasis: true });
  return rows;
}

export function CartTotals({ cart, showTax }: { cart: CartView; showTax: boolean }) {
  const promo = cart.promo_code?.applied ? cart.promo_code.code : null;
  const rows = rowsFor(cart.cart, cart.adjustments, showTax, promo);
  return (
    <dl className="cart-totals" data-testid="cart-totals" aria-live="polite" aria-atomic="true">
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.emphasis ? "cart-totals__row cart-totals__row--total" : "cart-totals__row"}
          data-testid={row.testId ?? `total-${row.key}`}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
