"use client";

import "@/app/account.css";
import "@/app/checkout.css";
import "@/app/orders.css";
import Link from "next/link";
import { useRef, useState } from "react";
import { CardPayment } from "@/components/payments/card-payment";
import { api, call } from "@/lib/http/api-client";
import type { ClientMethodConfig } from "@/lib/payments/types";

/**
 * Issue 38: confirms a design change at the difference the server worked out. A dearer design
 * is paid first with the order's own card (a local token, or a Stripe intent the server created
 * for the difference and the PaymentElement confirmed; its id goes with the confirmation); a
 * cheaper one or the same price is confirmed at once.
 */
export function DesignChangeConfirm({
  orderId,
  lineId,
  designId,
  difference,
  payment,
  back,
}: {
  orderId: string | null;
  lineId: string;
  designId: string;
  difference: number;
  payment: Extract<ClientMethodConfig, { method: "card" }> | null;
  back: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const sent = useRef(false);

  const confirm = async (paymentToken?: string) => {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    setFailure(null);
    const body = {
      line_id: lineId,
      configured_product_id: designId,
      expected_difference: difference,
      ...(paymentToken ? { payment_token: paymentToken } : {}),
    };
    try {
      if (orderId) {
        await call(() =>
          api.POST("/api/external/customer/orders/{id}/design-change", {
            params: { path: { id: orderId } },
            body,
          }),
        );
      } else {
        await call(() => api.POST("/api/external/tracked-order/design-change", { body }));
      }
      setDone(true);
    } catch (error) {
      sent.current = false;
      setFailure(error instanceof Error ? error.message : "The change could not be made.");
    } finally {
      setBusy(false);
    }
  };

  // Live cards: an intent for the difference the server prices again (never this page's figure).
  const createIntent = async () => {
    const body = {
      line_id: lineId,
      configured_product_id: designId,
      expected_difference: difference,
    };
    return orderId
      ? call(() =>
          api.POST("/api/external/customer/orders/{id}/design-change-payment", {
            params: { path: { id: orderId } },
            body,
          }),
        )
      : call(() => api.POST("/api/external/tracked-order/design-change-payment", { body }));
  };

  if (done) {
    return (
      <div className="design-change__done" role="status" data-testid="change-done">
        <p>Your new design is noted, and a confirmation is on its way to your inbox.</p>
        <Link className="button button--primary" href={back}>
          Back to your order
        </Link>
      </div>
    );
  }

  return (
    <div className="design-change__confirm">
      {difference > 0 ? (
        payment ? (
          // The checkout's own card form, with the checkout's field styles.
          <div className="checkout">
            <CardPayment
              config={payment}
              orderId={orderId ?? lineId}
              onToken={(token) => void confirm(token)}
              submitLabel="Pay the difference and confirm"
              createIntent={createIntent}
            />
          </div>
        ) : (
          <p className="account-notice">
            The difference for this order is settled with our client care: please write to us and we
            will confirm the change with you.
          </p>
        )
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
          data-testid="change-confirm"
        >
          {busy ? "Confirming…" : "Confirm the change"}
        </button>
      )}
      {failure && (
        <p className="account-notice" role="alert" data-testid="change-error">
          {failure}
        </p>
      )}
      <p>
        <Link href={back}>Keep my order as it is</Link>
      </p>
    </div>
  );
}
