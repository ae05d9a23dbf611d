import { brand } from "../brand";
import { RETURN_ADDRESS } from "../retail/returns";
import { formatMoney } from "./repair-rules";

/**
 * Issue 38: the mail of each step of a repair, plain text like the return mails, queued in the
 * step's own transaction (never a step without its mail, never a mail twice).
 */
export type RepairMailStep =
  | "requested"
  | "estimated"
  | "accepted"
  | "declined"
  | "received_at_atelier"
  | "in_repair"
  | "shipped_back"
  | "done";

type RepairMailView = {
  number: string;
  order_number: string;
  label: string;
  estimate: { amount: number; currency: string; note: string; days: number } | null;
  shipment: { carrier: string; tracking_url: string } | null;
};

const signature = ["", `${brand.name} client care`, brand.supportEmail];

export function repairMail(
  step: RepairMailStep,
  input: { view: RepairMailView; orderUrl: string },
) {
  const { view } = input;
  const subject = (what: string) => `${brand.name} repair ${view.number}: ${what}`;
  const body = (...lines: string[]) =>
    [
      ...lines,
      "",
      `Repair number: ${view.number}`,
      `Your order: ${input.orderUrl}`,
      ...signature,
    ].join("\n");
  const price = view.estimate
    ? view.estimate.amount === 0
      ? "with our compliments"
      : formatMoney(view.estimate.amount, view.estimate.currency)
    : "";
  switch (step) {
    case "requested":
      return {
        subject: subject("we have your request"),
        text: body(
          `Thank you for entrusting your ${view.label} (order ${view.order_number}) to our atelier.`,
          "Client care looks at your description and photos and sends you an estimate shortly.",
        ),
      };
    case "estimated":
      return {
        subject: subject("your estimate"),
        text: body(
          `Our estimate for your ${view.label}: ${price}, about ${view.estimate?.days ?? 0} working days in the atelier.`,
          view.estimate?.note ?? "",
          "",
          "Please accept or decline it on your order's page.",
        ),
      };
    case "accepted":
      return {
        subject: subject("please send us your bag"),
        text: body(
          "Thank you: the repair is booked.",
          view.estimate && view.estimate.amount > 0
            ? `Client care will write to you to settle ${price} before your bag returns to you.`
            : "",
          "Please send your bag, well wrapped, with the repair number inside, to:",
          ...RETURN_ADDRESS,
        ),
      };
    case "declined":
      return {
        subject: subject("declined"),
        text: body(
          "You declined our estimate; nothing more will happen with this request.",
          "Simply reply to this mail if you would like to talk it over.",
        ),
      };
    case "received_at_atelier":
      return {
        subject: subject("your bag is at the atelier"),
        text: body(`Your ${view.label} arrived at our atelier.`),
      };
    case "in_repair":
      return {
        subject: subject("in repair"),
        text: body(`Our artisans have started work on your ${view.label}.`),
      };
    case "shipped_back":
      return {
        subject: subject("on its way back to you"),
        text: body(
          `Your ${view.label} has left our atelier.`,
          view.shipment
            ? `Follow it with ${view.shipment.carrier}: ${view.shipment.tracking_url}`
            : "",
        ),
      };
    case "done":
      return {
        subject: subject("done"),
        text: body(`Your ${view.label} is back with you. Thank you for caring for it with us.`),
      };
  }
}
