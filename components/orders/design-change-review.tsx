import "@/app/account.css";
import "@/app/orders.css";
import Link from "next/link";
import { formatPrice } from "@/lib/money";
import type { ChangeReview } from "@/lib/orders/aftercare-pages";
import type { ReturnedCheckout } from "@/lib/orders/difference-return";
import { DesignChangeConfirm } from "./design-change-confirm";

const moneyLine = (difference: number) =>
  difference > 0
    ? `We charge the difference of ${formatPrice(difference)} to the payment you used.`
    : difference < 0
      ? `We refund the difference of ${formatPrice(-difference)} to the payment you used.`
      : "The price does not change.";

/**
 * Issue 38: the new design's price against the paid one, worked out on the server, and whether
 * the promised date moves, before the client confirms.
 */
export function DesignChangeReview({
  review,
  orderId,
  back,
  returned = null,
}: {
  review: Exclude<ChangeReview, { kind: "not_found" }>;
  orderId: string | null;
  back: string;
  /** What a wallet or financing checkout sent the client back with (ADRs 0420, 0421). */
  returned?: ReturnedCheckout | null;
}) {
  const title = review.orderNumber ? `Order ${review.orderNumber}` : "Your order";
  if (review.kind === "refused") {
    return (
      <div className="section account design-change" data-testid="change-review">
        <header className="account__header">
          <h1>Change this design</h1>
          <p className="account__intro">{title}</p>
        </header>
        <p className="account-notice" role="alert" data-testid="change-refused">
          {review.message}
        </p>
        <p>
          <Link href={back}>Back to your order</Link>
        </p>
      </div>
    );
  }
  const moves = review.promisedBefore !== review.promisedAfter;
  return (
    <div className="section account design-change" data-testid="change-review">
      <header className="account__header">
        <h1>Change this design</h1>
        <p className="account__intro">{`${title} · ${review.label}`}</p>
      </header>
      <div className="cart-layout">
        <section aria-labelledby="change-figures-title">
          <h2 id="change-figures-title" className="account-section-title">
            The new design
          </h2>
          <dl className="design-change__figures" data-testid="change-figures">
            <div>
              <dt>This bag, as paid</dt>
              <dd>{formatPrice(review.paidPrice)}</dd>
            </div>
            <div>
              <dt>This bag, in the new design</dt>
              <dd data-testid="change-new-price">{formatPrice(review.newPrice)}</dd>
            </div>
            <div>
              <dt>Order total, as paid</dt>
              <dd>{formatPrice(review.paidTotal)}</dd>
            </div>
            <div>
              <dt>Order total, with the new design</dt>
              <dd>{formatPrice(review.newTotal)}</dd>
            </div>
          </dl>
          <p data-testid="change-money">{moneyLine(review.difference)}</p>
          {review.promisedAfter && (
            <p
              className={moves ? "account-notice" : undefined}
              data-testid="change-date"
              role={moves ? "note" : undefined}
            >
              {moves
                ? `The promised date moves: from ${review.promisedBefore ?? "—"} to ${review.promisedAfter}.`
                : `Your bag is still promised for ${review.promisedAfter}.`}
            </p>
          )}
          <p className="account-muted">{review.windowMessage}</p>
        </section>
        <aside className="cart-summary" aria-labelledby="change-confirm-title">
          <h2 id="change-confirm-title">Confirm</h2>
          <DesignChangeConfirm
            orderId={orderId}
            lineId={review.lineId}
            designId={review.designId}
            difference={review.difference}
            payment={review.payment?.method === "card" ? review.payment : null}
            checkout={review.checkout}
            returned={returned}
            paypal={review.payment?.method === "paypal" ? review.payment : null}
            back={back}
          />
        </aside>
      </div>
    </div>
  );
}
