import { PrintButton } from "@/components/account/print-button";
import type { ReturnView } from "@/lib/orders/returns";
import { RETURN_ADDRESS } from "@/lib/retail/returns";

/**
 * Issue 38: the return authorisation to print and put in the parcel: the number as text and as
 * a QR code (an SVG the server drew with `qrcode` from the validated number), the pieces and
 * the atelier's return address.
 */
export function ReturnAuthorisation({ view, qr }: { view: ReturnView; qr: string }) {
  return (
    <article className="return-authorisation" data-testid="return-authorisation">
      <div className="return-authorisation__code">
        <div
          className="return-authorisation__qr"
          role="img"
          aria-label={`QR code of the return number ${view.number}`}
          // The SVG is drawn by `qrcode` from a number the page checked against its pattern.
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <p className="return-authorisation__number" data-testid="return-number">
          {view.number}
        </p>
        <p className="account-muted">Order {view.order_number}</p>
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
        <ol className="return-authorisation__how">
          <li>Print this page and put it in the parcel, with the pieces in their dust bags.</li>
          <li>Write the return number {view.number} on the outside of the parcel.</li>
          <li>Send it within 14 days; we write to you when it arrives.</li>
        </ol>
        <PrintButton />
      </div>
    </article>
  );
}
