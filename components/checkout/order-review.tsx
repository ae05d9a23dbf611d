import { CartTotals } from "@/components/cart/cart-totals";
import type { CartView } from "@/lib/cart/present";
import { formatPrice } from "@/lib/money";

type Line = { key: string; created: string; label: string; detail: string; price: number };

/** Every line of the order in the order added (spec 4), with its price. */
function linesOf(cart: CartView): Line[] {
  const lines: Line[] = [
    ...cart.configured_products.map((p) => ({
      key: p.pivot.id,
      created: p.pivot.created_at,
      label: `${p.product.label}${p.pivot.quantity > 1 ? ` × ${p.pivot.quantity}` : ""}`,
      detail: p.summary.map((s) => `${s.component}: ${s.choice}`).join(" · "),
      price: p.pivot.unit_price * p.pivot.quantity,
    })),
    ...cart.products.map((p) => ({
      key: p.pivot.id,
      created: p.pivot.created_at,
      label: `${p.label}${p.pivot.quantity > 1 ? ` × ${p.pivot.quantity}` : ""}`,
      detail: "",
      price: p.pivot.unit_price * p.pivot.quantity,
    })),
    ...cart.gift_codes.map((g) => ({
      key: g.pivot.id,
      created: g.pivot.created_at,
      label: `Gift card for ${g.recipient_name ?? "a friend"}`,
      detail: g.address ? "Posted" : `By e-mail to ${g.recipient_email ?? ""}`,
      price: g.price,
    })),
  ];
  return lines.sort((a, b) => a.created.localeCompare(b.created));
}

export function OrderReview({ cart, showTax }: { cart: CartView; showTax: boolean }) {
  return (
    <section
      className="order-review"
      aria-labelledby="order-review-heading"
      data-testid="order-review"
    >
      <h2 id="order-review-heading">Your order</h2>
      <ul className="order-review__lines">
        {linesOf(cart).map((line) => (
          <li key={line.key}>
            <span className="order-review__label">{line.label}</span>
            {line.detail && <span className="order-review__detail">{line.detail}</span>}
            <span className="order-review__price">{formatPrice(line.price)}</span>
          </li>
        ))}
        {cart.gift_boxes.map((box) => (
          <li key={box.id}>
            <span className="order-review__label">{box.label}</span>
            <span className="order-review__price">{formatPrice(box.price)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} showTax={showTax} />
    </section>
  );
}
