import "@/app/account.css";
import Link from "next/link";
import type { OrderThumbnail } from "@/lib/checkout/customer-orders";
import { formatPrice } from "@/lib/money";
import { AccountEmpty } from "./account-empty";
import { OrderStatus, orderDate } from "./order-status";

export type OrderSummary = {
  id: string;
  number: string | null;
  status: string;
  total: number;
  placed_at: string | null;
  item_count: number;
};

const THUMB = 72;
const MAX_THUMBS = 4;

/** `/my-account/orders`: one card per placed order, newest first, each opening its detail. */
export function OrderList({
  orders,
  thumbnails,
}: {
  orders: OrderSummary[];
  /** Pictures of an order's lines, by order id (not every order needs them). */
  thumbnails: ReadonlyMap<string, OrderThumbnail[]>;
}) {
  if (orders.length === 0) {
    return (
      <AccountEmpty title="No orders yet" testId="orders-empty">
        When you place an order it appears here, with its status. Orders placed as a guest with this
        e-mail join once you confirm the address from our welcome e-mail.
      </AccountEmpty>
    );
  }
  return (
    <ol className="account-orders" data-testid="orders">
      {orders.map((order) => {
        const title = order.number ? `Order ${order.number}` : "Order";
        const pictures = thumbnails.get(order.id) ?? [];
        const placed = orderDate(order.placed_at);
        return (
          <li key={order.id} className="account-order" data-testid="order-card">
            <div className="account-order__head">
              <h2 className="account-order__title">
                <Link href={`/my-account/orders/${order.id}`}>{title}</Link>
              </h2>
              <OrderStatus status={order.status} />
            </div>
            {pictures.length > 0 && (
              <ul className="account-order__thumbs" aria-label="In this order">
                {pictures.slice(0, MAX_THUMBS).map((picture, i) => (
                  <li key={i}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- server-composed bag.jpg or static artwork, already small */}
                    <img
                      src={picture.src}
                      alt={picture.alt}
                      width={THUMB}
                      height={THUMB}
                      loading="lazy"
                    />
                  </li>
                ))}
                {pictures.length > MAX_THUMBS && (
                  <li className="account-order__more">+{pictures.length - MAX_THUMBS}</li>
                )}
              </ul>
            )}
            <dl className="account-order__facts">
              {placed && (
                <div>
                  <dt>Placed</dt>
                  <dd>{placed}</dd>
                </div>
              )}
              <div>
                <dt>Items</dt>
                <dd>{order.item_count}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatPrice(order.total)}</dd>
              </div>
            </dl>
            <Link
              className="account-order__open"
              href={`/my-account/orders/${order.id}`}
              aria-label={`View ${title.toLowerCase()}`}
            >
              View order
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
