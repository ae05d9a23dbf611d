import type { CartView } from "@/lib/cart/present";
import { TAX_RATE_PER_100K } from "@/lib/cart/totals";
import { formatPrice } from "@/lib/money";

const TAX_LABEL = `Tax (${TAX_RATE_PER_100K / 1000}%)`;

type Row = { key: string; label: string; value: string; emphasis?: boolean };

/**
 * The totals exactly as the server computed them (the browser never adds prices up). Rows that
 * do not apply are left out; tax only where the store shows taxes (spec 6).
 */
function rowsFor(cart: CartView["cart"], showTax: boolean, promoCode: string | null): Row[] {
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
  if (cart.adjustment_total !== 0) {
    const sign = cart.adjustment_total < 0 ? "−" : "";
    rows.push({
      key: "adjustments",
      label: "Adjustments",
      value: `${sign}${formatPrice(Math.abs(cart.adjustment_total))}`,
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
  const rows = rowsFor(cart.cart, showTax, cart.promo_code?.applied ? cart.promo_code.code : null);
  return (
    <dl className="cart-totals" data-testid="cart-totals" aria-live="polite" aria-atomic="true">
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.emphasis ? "cart-totals__row cart-totals__row--total" : "cart-totals__row"}
          data-testid={`total-${row.key}`}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
