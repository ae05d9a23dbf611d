import { brand } from "../brand";
import { formatPrice } from "../money";
import { RETURN_ADDRESS } from "../retail/returns";

/**
 * Issue 38: the mail of each step of a return, plain text like the stage mails, queued in the
 * step's own transaction (never a step without its mail, never a mail twice).
 */
type ReturnMailView = {
  number: string;
  order_number: string;
  resolution: "refund" | "exchange";
  inspection_note: string | null;
  lines: { label: string; quantity: number; exchange_for: { label: string } | null }[];
  refund: { status: string; amount: number } | null;
  exchange: { carrier: string; tracking_number: string; tracking_url: string } | null;
};

/**
 * `authorisationUrl` is null for a guest: the printable page is reached only through the order's
 * tracking (a grant of 30 minutes, ADR 0345), so a link straight to it would be a 404 by the time
 * the mail is read; the guest opens the order instead and prints from there.
 */
export type ReturnMailInput = {
  view: ReturnMailView;
  orderUrl: string;
  authorisationUrl: string | null;
};

const signature = ["", `${brand.name} client care`, brand.supportEmail];

const pieces = (view: ReturnMailView) =>
  view.lines.map(
    (line) =>
      `- ${line.label} × ${line.quantity}${line.exchange_for ? `, for ${line.exchange_for.label}` : ""}`,
  );

export function returnMail(
  step: "requested" | "received" | "accepted" | "refused",
  input: ReturnMailInput,
) {
  const { view } = input;
  const subject = (what: string) => `${brand.name} return ${view.number}: ${what}`;
  switch (step) {
    case "requested":
      return {
        subject: subject("your return authorisation"),
        text: [
          `Your return ${view.number} for order ${view.order_number} is authorised:`,
          ...pieces(view),
          "",
          view.resolution === "exchange"
            ? "The pieces you chose instead are set aside for you."
            : "Once our atelier has inspected the pieces, we refund them to the payment you used.",
          "",
          ...(input.authorisationUrl
            ? [
                "Please print the authorisation (with its QR code) and put it in the parcel:",
                input.authorisationUrl,
              ]
            : [
                "Please open your order, print the authorisation (with its QR code) from it and put it in the parcel:",
                input.orderUrl,
              ]),
          "",
          `Return number: ${view.number}`,
          "Send the parcel to:",
          ...RETURN_ADDRESS,
          "",
          `Your order: ${input.orderUrl}`,
          ...signature,
        ].join("\n"),
      };
    case "received":
      return {
        subject: subject("received"),
        text: [
          `Your return ${view.number} arrived at our atelier. We inspect every piece with care and write to you once we have.`,
          "",
          `Your order: ${input.orderUrl}`,
          ...signature,
        ].join("\n"),
      };
    case "accepted":
      return {
        subject: subject(
          view.resolution === "exchange" ? "your replacement is on its way" : "refund",
        ),
        text: [
          `We inspected and accepted your return ${view.number}.`,
          view.resolution === "exchange" && view.exchange
            ? `Your replacement left our atelier with ${view.exchange.carrier}: ${view.exchange.tracking_url}`
            : view.refund?.status === "credited"
              ? `${formatPrice(view.refund.amount)} is refunded by the store you bought from, at its counter.`
              : `${formatPrice(view.refund?.amount ?? 0)} is refunded to the payment you used; your bank may take a few days to show it.`,
          "",
          `Your order: ${input.orderUrl}`,
          ...signature,
        ].join("\n"),
      };
    case "refused":
      return {
        subject: subject("we could not accept it"),
        text: [
          `We inspected your return ${view.number} and could not accept it:`,
          view.inspection_note ?? "",
          "",
          "The pieces are sent back to you. Simply reply to this mail if you would like to talk it over.",
          "",
          `Your order: ${input.orderUrl}`,
          ...signature,
        ].join("\n"),
      };
  }
}
