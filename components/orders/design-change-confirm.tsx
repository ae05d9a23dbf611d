"use client";

import "@/app/account.css";
import "@/app/checkout.css";
import "@/app/orders.css";
import Link from "next/link";
import { useRef, useState } from "react";
import { CardPayment } from "@/components/payments/card-payment";
import { api, call } from "@/lib/http/api-client";
import type { ClientMethodConfig } from "@/lib/payments/types";
import { changeReviewPath } from "@/lib/orders/change-links";
import type { ReturnedCheckout } from "@/lib/orders/difference-return";
import { DesignChangeCheckout } from "./design-change-checkout";

/** This review page, where the wallet's live sign-in returns the client. */
const reviewPath = (orderId: string | null, lineId: string, designId: string) =>
  `${changeReviewPath(lineId, orderId) ?? ""}&design=${encodeURIComponent(designId)}`;
import { DesignChangePaypal } from "./design-change-paypal";

/**
 * Issue 38: confirms a design change at the difference the server worked out. A dearer design
 * is paid first with the order's own card (a local token, or a Stripe intent the server created
 * for the difference and the PaymentElement confirmed; its id goes with the confirmation), or
 * for a wallet or financing order through that provider's checkout for the difference (ADRs 0420,
 * 0421), for an order paid with PayPal a PayPal order for the difference (DesignChangePaypal,
 * ADR 0350); a cheaper one or the same price is confirmed at once.
 */
export function DesignChangeConfirm({
  orderId,
  lineId,
  designId,
  difference,
  payment,
  checkout = null,
  returned = null,
  paypal = null,
  back,
}: {
  orderId: string | null;
  lineId: string;
  designId: string;
  difference: number;
  payment: Extract<ClientMethodConfig, { method: "card" }> | null;
  /** A wallet or financing order's difference, through that provider's checkout. */
  checkout?: Extract<ClientMethodConfig, { method: "wallet" | "financing" }> | null;
  /** What that provider sent the client back here with. */
  returned?: ReturnedCheckout | null;
  /** An order paid with PayPal: the difference is a PayPal order the client approves. */
  paypal?: Extract<ClientMethodConfig, { method: "paypal" }> | null;
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

  // The change a provider's own part pays for, and where its token goes.
  const change = {
    orderId,
    lineId,
    designId,
    difference,
    onToken: (token: string) => void confirm(token),
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
        ) : checkout ? (
          // Inside .checkout too: its hints are the checkout's small muted ones, not body text.
          <div className="checkout">
            <DesignChangeCheckout
              config={checkout}
              {...change}
              returned={
                returned ?? { checkoutToken: null, orderReferenceId: null, accessToken: null }
              }
              returnPath={reviewPath(orderId, lineId, designId)}
              busy={busy}
            />
          </div>
        ) : paypal ? (
          <DesignChangePaypal config={paypal} {...change} />
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
