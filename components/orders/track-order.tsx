import "@/app/account.css";
import "@/app/returns.css";
import "@/app/orders.css";
import Link from "next/link";
import type { ReactNode } from "react";
import { AuthCard } from "@/components/account/auth-card";
import { OrderReturns } from "@/components/account/order-returns";
import { atelierDate } from "@/lib/orders/dates";
import type { ReturnOption, ReturnView } from "@/lib/orders/returns";
import type { TrackedOrder } from "@/lib/orders/tracking";
import type { AftercareView } from "@/lib/orders/aftercare";
import { AftercarePanel } from "./aftercare-panel";
import { OrderTimeline } from "./order-timeline";

/** Where the form posts: answered with a 303 back to the page (lib/orders/tracking.ts). */
const ACTION = "/api/orders/track";

/**
 * /orders/track without a tracked order: the number and the e-mail, in a plain form that works
 * without JavaScript. A refusal comes back as `message`, the same for either half being wrong.
 */
export function TrackOrderForm({ number, message }: { number: string; message: string | null }) {
  return (
    <AuthCard
      title="Track your order"
      intro={
        <p>
          Enter the order number from your confirmation mail and the e-mail address you ordered with
          to follow your order through our atelier.
        </p>
      }
      footer={
        <p>
          Have an account? <Link href="/my-account/orders">Sign in to see all your orders</Link>
        </p>
      }
    >
      {message && (
        <p className="account-notice" role="alert" data-testid="track-error">
          {message}
        </p>
      )}
      <form
        method="post"
        action={ACTION}
        className="account-form"
        aria-label="Track your order"
        data-testid="track-form"
      >
        <div className="field">
          <label htmlFor="track-number">Order number</label>
          <p id="track-number-hint" className="field__hint">
            For example AA-7K3M9Q2P
          </p>
          <input
            id="track-number"
            name="number"
            defaultValue={number}
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="track-number-hint"
          />
        </div>
        <div className="field">
          <label htmlFor="track-email">E-mail address</label>
          <input
            id="track-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="button button--primary">
          Track order
        </button>
      </form>
    </AuthCard>
  );
}

/**
 * The tracked order: its stages, and what it holds by name (no price, no address); then what the
 * tracking grant lets the guest do (issue 38): change or cancel until cutting starts, and ask for
 * and print a return.
 */
export function TrackedOrderView({
  order,
  aftercare = null,
  returns,
  children,
}: {
  order: TrackedOrder;
  aftercare?: AftercareView | null;
  returns: { options: ReturnOption[]; returns: ReturnView[] } | null;
  /** More aftercare the grant allows, after the returns (the repairs). */
  children?: ReactNode;
}) {
  return (
    <div className="section account track-order" data-testid="tracked-order">
      <header className="account__header">
        <h1>{`Order ${order.number}`}</h1>
        {order.placedAt && (
          <p className="account__intro">{`Placed ${atelierDate(order.placedAt)}`}</p>
        )}
      </header>
      <div className="cart-layout">
        <div>
          <OrderTimeline timeline={order.timeline} />
          {aftercare?.window.open && (
            <AftercarePanel
              data={{ message: aftercare.window.message, lines: aftercare.lines }}
              orderId={null}
              orderNumber={order.number}
              pieces={order.items.reduce((sum, item) => sum + item.quantity, 0)}
            />
          )}
        </div>
        <aside className="cart-summary" aria-labelledby="track-items-title">
          <h2 id="track-items-title">What you ordered</h2>
          <ul className="track-order__items" data-testid="track-items">
            {order.items.map((item, i) => (
              <li key={i}>
                <span>
                  {item.label}
                  {item.madeToOrder && <span className="account-muted"> · made to order</span>}
                </span>
                <span className="account-muted">× {item.quantity}</span>
              </li>
            ))}
          </ul>
          <form method="post" action={ACTION} className="track-order__another">
            <input type="hidden" name="intent" value="forget" />
            <button type="submit" className="button">
              Track another order
            </button>
          </form>
        </aside>
      </div>
      {returns && <OrderReturns owner={{ kind: "guest" }} {...returns} />}
      {children}
    </div>
  );
}
