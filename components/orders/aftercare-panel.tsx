"use client";

import "@/app/account.css";
import "@/app/orders.css";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import { changeDesignHref } from "@/lib/orders/change-links";

export type AftercarePanelData = {
  message: string;
  lines: { id: string; label: string; productName: string; design: string }[];
};

type Refund = { status: string; amount: number } | null;

/**
 * Issue 38: while the order is at `received`, its made-to-order bags can be changed and the
 * order cancelled; the end of that window is said ahead. `orderId` is the signed-in customer's
 * order; null on guest tracking, where the browser's tracking grant names the order.
 */
export function AftercarePanel({
  data,
  orderId,
  orderNumber,
  pieces,
}: {
  data: AftercarePanelData;
  orderId: string | null;
  orderNumber: string;
  /** How many pieces the order holds: cancelling cancels them all (docs/adr/0343). */
  pieces: number;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Refund | "none" | null>(null);
  const sent = useRef(false);
  const one = pieces === 1;

  const cancel = async () => {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = orderId
        ? await call(() =>
            api.POST("/api/external/customer/orders/{id}/cancel", {
              params: { path: { id: orderId } },
            }),
          )
        : await call(() => api.POST("/api/external/tracked-order/cancel"));
      // No refresh here: the page drawn again for a cancelled order has no panel, so this
      // confirmation (and the refund it names) would vanish the moment it appeared. The shopper
      // refreshes when they choose, with the button below.
      setDone(answer.refund ?? "none");
    } catch (error) {
      sent.current = false;
      setFailure(error instanceof Error ? error.message : "The order could not be cancelled.");
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <section className="aftercare" aria-labelledby="aftercare-title" data-testid="aftercare">
        <h2 id="aftercare-title" className="account-section-title">
          Order cancelled
        </h2>
        <p role="status" data-testid="aftercare-cancelled">
          {`Your order ${orderNumber} is cancelled. `}
          {done !== "none" && done.amount > 0
            ? `${formatPrice(done.amount)} is refunded to the payment you used; your bank may take a few days to show it.`
            : "Nothing had been charged for it."}{" "}
          A confirmation is on its way to your inbox.
        </p>
        <button type="button" className="button" onClick={() => router.refresh()}>
          Show the updated order
        </button>
      </section>
    );
  }

  return (
    <section className="aftercare" aria-labelledby="aftercare-title" data-testid="aftercare">
      <h2 id="aftercare-title" className="account-section-title">
        Change or cancel
      </h2>
      <p className="aftercare__window" data-testid="aftercare-window">
        {data.message}
      </p>
      <ul className="aftercare__lines">
        {data.lines.map((line) => (
          <li key={line.id}>
            <span>{line.label}</span>
            <Link
              className="button"
              href={changeDesignHref({ ...line, lineId: line.id, orderId })}
              data-testid="change-design"
            >
              Change this design
            </Link>
          </li>
        ))}
      </ul>
      {!asking ? (
        <button
          type="button"
          className="button aftercare__cancel"
          onClick={() => setAsking(true)}
          data-testid="cancel-start"
        >
          {one ? "Cancel this bag" : "Cancel this order"}
        </button>
      ) : (
        <div className="aftercare__confirm" role="group" aria-labelledby="aftercare-confirm-text">
          <p id="aftercare-confirm-text">
            {one
              ? `Cancel order ${orderNumber}? It is refunded in full to the payment you used.`
              : `Cancel order ${orderNumber}? All ${pieces} pieces in it are cancelled together and refunded in full to the payment you used.`}
          </p>
          <div className="aftercare__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void cancel()}
              aria-busy={busy}
              disabled={busy}
              data-testid="cancel-confirm"
            >
              {busy ? "Cancelling…" : "Yes, cancel it"}
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Keep my order
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="account-notice" role="alert" data-testid="aftercare-error">
          {failure}
        </p>
      )}
    </section>
  );
}
