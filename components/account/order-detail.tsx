import "@/app/account.css";
import "@/app/orders.css";
import Link from "next/link";
import { AftercarePanel } from "@/components/orders/aftercare-panel";
import { OrderTimeline } from "@/components/orders/order-timeline";
import type { AftercareView } from "@/lib/orders/aftercare";
import type { Timeline } from "@/lib/orders/timeline";
import {
  cartLines,
  giftCardDelivery,
  lineLabel,
  lineTotal,
  type CartLine,
} from "@/components/cart/cart-lines";
import { CartTotals } from "@/components/cart/cart-totals";
import { deliveryPhrase } from "@/lib/calendar/words";
import type { CartView } from "@/lib/cart/present";
import { referralLabel } from "@/lib/checkout/referral";
import { formatPrice } from "@/lib/money";
import { OrderStatus, orderDate } from "./order-status";

const THUMB = 96;

const imageOf = (line: CartLine): string | null =>
  line.kind === "gift_code" ? null : line.item.image_url;

/** What the line was: the design's choices and personalization, the style, the gift card. */
function detailsOf(line: CartLine): string[] {
  if (line.kind === "configured_product") {
    return [
      ...line.item.summary.map(({ component, choice }) => `${component}: ${choice}`),
      ...line.item.personalizations.map(({ text }) => `Personalization: “${text}”`),
    ];
  }
  if (line.kind === "product") return line.item.sku ? [`Style ${line.item.sku}`] : [];
  const delivery = giftCardDelivery(line.item);
  return [
    ...(line.item.recipient_name ? [`For ${line.item.recipient_name}`] : []),
    ...(delivery ? [delivery] : []),
  ];
}

/**
 * One placed order as charged: its stages (issue 26), lines with the design summary, gift
 * wrapping, totals, status.
 */
export function OrderDetail({
  order,
  placedAt,
  showTax,
  timeline,
  aftercare = null,
}: {
  order: CartView;
  placedAt: string | null;
  showTax: boolean;
  timeline?: Timeline | null;
  /** Issue 38: change or cancel until cutting starts. */
  aftercare?: AftercareView | null;
}) {
  const lines = cartLines(order);
  const placed = orderDate(placedAt);
  return (
    <div className="account-order-detail" data-testid="order-detail">
      <p className="cart-back">
        <Link href="/my-account/orders">← All orders</Link>
      </p>
      <div className="account-order-detail__summary">
        <OrderStatus status={order.cart.status} />
        {placed && <span>Placed {placed}</span>}
        {order.cart.promised_delivery && (
          <span data-testid="order-delivery">
            {deliveryPhrase(
              order.configured_products.length > 0,
              order.cart.promised_delivery.label,
            )}
          </span>
        )}
        <span>
          {order.item_count} {order.item_count === 1 ? "item" : "items"}
        </span>
      </div>
      {timeline && <OrderTimeline timeline={timeline} />}
      {aftercare?.window.open && order.cart.number && (
        <AftercarePanel
          data={{ message: aftercare.window.message, lines: aftercare.lines }}
          orderId={order.cart.id}
          orderNumber={order.cart.number}
          pieces={order.item_count}
        />
      )}
      <div className="cart-layout">
        <section aria-labelledby="order-items-title">
          <h2 id="order-items-title" className="account-section-title">
            Items
          </h2>
          <ol className="cart-lines" data-testid="order-lines">
            {lines.map((line) => {
              const src = imageOf(line);
              const details = detailsOf(line);
              const label = lineLabel(line);
              return (
                <li key={line.item.pivot.id} className="cart-line account-order-line">
                  {src ? (
                    // eslint-disable-next-line @next/next/no-img-element -- server-composed bag.jpg or static artwork, already small
                    <img
                      className="cart-line__thumb"
                      src={src}
                      alt=""
                      width={THUMB}
                      height={THUMB}
                    />
                  ) : (
                    <div className="cart-line__thumb gift-card-graphic" aria-hidden="true">
                      <span className="gift-card-graphic__brand">Gift card</span>
                    </div>
                  )}
                  <div className="cart-line__body">
                    <h3 className="cart-line__label">{label}</h3>
                    {details.length > 0 && (
                      <ul className="cart-line__details">
                        {details.map((text, i) => (
                          <li key={i}>{text}</li>
                        ))}
                      </ul>
                    )}
                    <p className="cart-line__quantity">Quantity: {line.item.pivot.quantity}</p>
                  </div>
                  <div className="cart-line__side">
                    <p className="cart-line__price">{formatPrice(lineTotal(line))}</p>
                  </div>
                </li>
              );
            })}
          </ol>
          {order.gift_boxes.length > 0 && (
            <>
              <h3 className="account-section-subtitle">Gift wrapping</h3>
              <ul className="account-order-detail__boxes">
                {order.gift_boxes.map((box) => (
                  <li key={box.id}>
                    <span>
                      {box.label}
                      {box.message && <span className="account-muted"> — “{box.message}”</span>}
                    </span>
                    <span>{formatPrice(box.price)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <aside className="cart-summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">Summary</h2>
          <CartTotals cart={order} showTax={showTax} />
          {order.cart.comments && (
            <p className="account-muted">
              <strong>Your note:</strong> {order.cart.comments}
            </p>
          )}
          <OrderChannel cart={order.cart} />
        </aside>
      </div>
    </div>
  );
}

/** Who styled or referred the order (stylist and referrer inputs, spec 6), where it says. */
function OrderChannel({ cart }: { cart: CartView["cart"] }) {
  const heard = referralLabel(cart.referral_source);
  const rows: [string, string][] = [];
  if (cart.stylist) rows.push(["Stylist", `${cart.stylist.name} (${cart.stylist.code})`]);
  if (cart.client_note) rows.push(["Client note", cart.client_note]);
  if (heard) rows.push(["How you heard about us", heard]);
  if (cart.referrer_email) rows.push(["Referred by", cart.referrer_email]);
  if (rows.length === 0) return null;
  return (
    <dl className="account-order-detail__channel" data-testid="order-channel">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
