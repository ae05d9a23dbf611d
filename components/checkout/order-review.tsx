import "@/app/checkout.css";
import { CartTotals } from "@/components/cart/cart-totals";
import {
  cartHasDeliveries,
  cartLines,
  deliveryKindOfLine,
  lineLabel,
  lineTotal,
} from "@/components/cart/cart-lines";
import { DeliveryNote } from "@/components/cart/delivery-note";
import { LineDetails, LineThumbnail } from "@/components/cart/cart-line-parts";
import type { CartView } from "@/lib/cart/present";
import type { CartDelivery } from "@/lib/delivery/order-dates";
import { formatPrice } from "@/lib/money";

const THUMB = 64;

/**
 * The order as the shopper will receive it, in the order added (spec 4): each line with its
 * picture, the design summary with the personalization and where it goes, the gift boxes, then
 * the totals aligned as money.
 */
export function OrderReview({
  cart,
  showTax,
  heading = "Your order",
  delivery = null,
}: {
  cart: CartView;
  showTax: boolean;
  heading?: string;
  /** A cart's dates as of now (checkout); a placed order shows the date it was promised. */
  delivery?: CartDelivery | null;
}) {
  const orderDate = cart.cart.promised_delivery ?? delivery?.delivered_by ?? null;
  return (
    <section
      className="order-review"
      aria-labelledby="order-review-heading"
      data-testid="order-review"
    >
      <h2 id="order-review-heading">{heading}</h2>
      <ul className="order-review__lines">
        {cartLines(cart).map((line) => (
          <li key={line.item.pivot.id} className="cart-line order-review__line">
            <LineThumbnail line={line} size={THUMB} />
            <div className="order-review__body">
              <span className="order-review__label">
                {lineLabel(line)}
                {line.item.pivot.quantity > 1 && ` × ${line.item.pivot.quantity}`}
              </span>
              <LineDetails line={line} />
              {delivery && (
                <DeliveryNote
                  kind={deliveryKindOfLine(line)}
                  label={
                    delivery.lines.find((d) => d.id === line.item.pivot.id)?.delivered_by?.label ??
                    null
                  }
                />
              )}
            </div>
            <span className="order-review__price">{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
        {cart.gift_boxes.map((box) => (
          <li key={box.id} className="cart-line order-review__line order-review__line--extra">
            <span className="order-review__label">{box.label}</span>
            <span className="order-review__price">{formatPrice(box.price)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} showTax={showTax} />
      {orderDate && cartHasDeliveries(cart) && (
        <DeliveryNote
          kind={cart.configured_products.length > 0 ? "made_to_order" : "ready_to_wear"}
          label={orderDate.label}
          testId="order-delivery"
        />
      )}
    </section>
  );
}
