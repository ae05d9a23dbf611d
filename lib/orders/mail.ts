import { brand } from "../brand";
import { formatPrice } from "../money";
import type { Shipment } from "./timeline";

/**
 * The mails of the production stages (issue 26), plain text like the order confirmation. Written
 * when the stage is recorded and queued in the same transaction, so a stage is never reported
 * without its mail, nor mailed twice.
 */
export type StageMailInput = {
  number: string;
  /** The page the client follows the order on: the account's order page, or guest tracking. */
  orderUrl: string;
  shipment: Shipment;
  /** "December 15, 2026" */
  date: string;
};

const signature = ["", `${brand.name} client care`, brand.supportEmail];

export function shippedMail(input: StageMailInput) {
  const { number, shipment } = input;
  return {
    subject: `Your ${brand.name} order ${number} has shipped`,
    text: [
      `Your order ${number} left our ${brand.city} atelier on ${input.date}.`,
      "",
      `Carrier: ${shipment.carrier}`,
      `Tracking number: ${shipment.trackingNumber}`,
      `Follow it with ${shipment.carrier}: ${shipment.url}`,
      "",
      `Every stage of your order: ${input.orderUrl}`,
      ...signature,
    ].join("\n"),
  };
}

export function deliveredMail(input: StageMailInput) {
  const { number, shipment } = input;
  return {
    subject: `Your ${brand.name} order ${number} was delivered`,
    text: [
      `${shipment.carrier} delivered your order ${number} on ${input.date}.`,
      "We hope it brings you joy. Should anything not be as it should, simply reply to this mail.",
      "",
      `Tracking number: ${shipment.trackingNumber}`,
      `The carrier's record: ${shipment.url}`,
      "",
      `Your order: ${input.orderUrl}`,
      ...signature,
    ].join("\n"),
  };
}

/** `refund`: cents going back to the payment used; 0 when nothing had been taken. */
export function cancelledMail(input: {
  number: string;
  orderUrl: string;
  refund: number;
  /** The client cancelled it themself (issue 38), rather than client care at their request. */
  byClient?: boolean;
}) {
  return {
    subject: `Your ${brand.name} order ${input.number} is cancelled`,
    text: [
      input.byClient
        ? `As you asked, your order ${input.number} is cancelled before our atelier began cutting it.`
        : `As agreed with our client care, your order ${input.number} is cancelled.`,
      input.refund > 0
        ? `${formatPrice(input.refund)} is refunded to the payment you used; your bank may take a few days to show it.`
        : "Nothing had been charged for it.",
      "",
      `Your order: ${input.orderUrl}`,
      ...signature,
    ].join("\n"),
  };
}

/** Issue 38: the client changed a bag's design before cutting. `difference`: cents, + charged. */
export function designChangedMail(input: {
  number: string;
  orderUrl: string;
  label: string;
  difference: number;
  promised: string | null;
}) {
  const money =
    input.difference > 0
      ? `${formatPrice(input.difference)} was charged to the payment you used.`
      : input.difference < 0
        ? `${formatPrice(-input.difference)} is refunded to the payment you used; your bank may take a few days to show it.`
        : "The price is unchanged.";
  return {
    subject: `Your ${brand.name} order ${input.number}: the new design is noted`,
    text: [
      `Our atelier will make your ${input.label} in the design you chose today.`,
      money,
      ...(input.promised ? [`It is now promised for ${input.promised}.`] : []),
      "",
      `Your order: ${input.orderUrl}`,
      ...signature,
    ].join("\n"),
  };
}
