"use client";

import "@/app/account.css";
import "@/app/returns.css";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { AuthorisationSheet, ReturnQr } from "@/components/account/return-authorisation";
import { returnNumberSchema } from "@/lib/orders/return-rules";
import type { ReturnView } from "@/lib/orders/returns";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

type Qr = { state: "drawing" } | { state: "drawn"; svg: string } | { state: "failed" };

/**
 * The number as a QR code, drawn in the kiosk's browser by `qrcode` (the library the server
 * draws the client's authorisation with, ADR 0365): the counter has the return only as the
 * API's answer, and the PIN that fetched it is not kept to ask a server page again. Loaded
 * when an authorisation is shown, so the counter's first load does not carry it.
 */
function useReturnQr(number: string): Qr {
  const [drawn, setDrawn] = useState<{ number: string; qr: Qr } | null>(null);
  // Only a number of the authorisation's own pattern is drawn (and then set as markup).
  const checked = returnNumberSchema.safeParse(number);
  const valid = checked.success ? checked.data : null;
  useEffect(() => {
    if (!valid) return;
    let live = true;
    withChunkTimeout(() => import("qrcode"))
      .then((QRCode) =>
        QRCode.toString(valid, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
      )
      .then(
        (svg) => live && setDrawn({ number: valid, qr: { state: "drawn", svg } }),
        () => live && setDrawn({ number: valid, qr: { state: "failed" } }),
      );
    return () => {
      live = false;
    };
  }, [valid]);
  if (!valid) return { state: "failed" };
  return drawn?.number === valid ? drawn.qr : { state: "drawing" };
}

/**
 * Issue 38 at the counter: the return authorisation the associate prints for the client, the
 * same sheet as the client's own (number, QR code, pieces, the atelier's address), with the
 * kiosk's refund rule: an invoiced order is credited on the store's invoice once the atelier
 * accepts the pieces, and the store refunds its client.
 */
export function CounterAuthorisation({ view, actions }: { view: ReturnView; actions: ReactNode }) {
  const qr = useReturnQr(view.number);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="section account counter-returns" data-testid="counter-returns-done">
      <header className="account__header">
        <h1 tabIndex={-1} ref={heading}>
          Return authorised
        </h1>
        <p className="account__intro">
          Order {view.order_number}. Give the client this sheet, printed, for the parcel.
        </p>
      </header>
      <AuthorisationSheet
        view={view}
        code={
          qr.state === "drawn" ? (
            <ReturnQr number={view.number} svg={qr.svg} />
          ) : (
            <p className="return-authorisation__qr account-muted" role="status">
              {qr.state === "drawing"
                ? "Drawing the QR code…"
                : "The QR code could not be drawn; the number below is enough for the atelier."}
            </p>
          )
        }
        rule={
          <p data-testid="counter-refund-rule">
            {view.resolution === "refund"
              ? "Refund: once the atelier accepts the pieces, this store's invoice is credited and the store refunds the client at its counter."
              : "Exchange: the replacement is set aside now and ships once the atelier receives the pieces."}
          </p>
        }
        steps={{
          inParcel: "Put this sheet in the parcel, with the pieces in their dust bags.",
          arrival: "Send it within 14 days; the client is mailed when it arrives.",
        }}
      />
      <p className="counter-returns__actions no-print">{actions}</p>
    </div>
  );
}
