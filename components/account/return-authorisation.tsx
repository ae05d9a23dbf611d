import "@/app/account.css";
import "@/app/returns.css";
import type { ReactNode } from "react";
import { PrintButton } from "@/components/account/print-button";
import type { ReturnView } from "@/lib/orders/returns";
import { RETURN_ADDRESS } from "@/lib/retail/returns";

/**
 * Issue 38: the return authorisation to print and put in the parcel, the client's own and the
 * one the counter prints: the number as text and as a QR code, the pieces and the atelier's
 * return address, and how to send it. Each place says its own steps and, at the counter, the
 * kiosk's refund rule; the QR code comes drawn (`ReturnQr`) or in its state of drawing.
 */
export function AuthorisationSheet({
  view,
  code,
  underNumber,
  rule,
  steps,
}: {
  view: ReturnView;
  /** The QR code, or what stands in its place while it is drawn. */
  code: ReactNode;
  /** A line under the number (the client's sheet names the order). */
  underNumber?: ReactNode;
  /** What happens to the money, where the place says it. */
  rule?: ReactNode;
  /** How to send the parcel: put the sheet in, then send within 14 days (each in its words). */
  steps: { inParcel: string; arrival: string };
}) {
  return (
    <article className="return-authorisation" data-testid="return-authorisation">
      <div className="return-authorisation__code">
        {code}
        <p className="return-authorisation__number" data-testid="return-number">
          {view.number}
        </p>
        {underNumber}
      </div>
      <div className="return-authorisation__body">
        <h2 className="account-section-title">Pieces in this parcel</h2>
        <ul className="return-authorisation__lines">
          {view.lines.map((line) => (
            <li key={line.order_item_id}>
              {line.label} × {line.quantity}
              {line.exchange_for && (
                <span className="account-muted"> — exchanged for {line.exchange_for.label}</span>
              )}
            </li>
          ))}
        </ul>
        <h2 className="account-section-title">Send it to</h2>
        <address className="return-authorisation__address" data-testid="return-address">
          {RETURN_ADDRESS.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {rule}
        <ol className="return-authorisation__how">
          <li>{steps.inParcel}</li>
          <li>Write the return number {view.number} on the outside of the parcel.</li>
          <li>{steps.arrival}</li>
        </ol>
        <PrintButton />
      </div>
    </article>
  );
}

/** The number's QR code as `qrcode` drew it, from a number checked against its pattern. */
export const ReturnQr = ({ number, svg }: { number: string; svg: string }) => (
  <div
    className="return-authorisation__qr"
    role="img"
    aria-label={`QR code of the return number ${number}`}
    // Only ever a number of the authorisation's own pattern is drawn, by `qrcode`.
    dangerouslySetInnerHTML={{ __html: svg }}
  />
);

/** The client's own sheet (the QR code drawn by the server with `qrcode`, ADR 0365). */
export function ReturnAuthorisation({ view, qr }: { view: ReturnView; qr: string }) {
  return (
    <AuthorisationSheet
      view={view}
      code={<ReturnQr number={view.number} svg={qr} />}
      underNumber={<p className="account-muted">Order {view.order_number}</p>}
      steps={{
        inParcel: "Print this page and put it in the parcel, with the pieces in their dust bags.",
        arrival: "Send it within 14 days; we write to you when it arrives.",
      }}
    />
  );
}
