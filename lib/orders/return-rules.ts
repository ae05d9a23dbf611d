import { z } from "zod";
// The lists live with the schema, whose columns allow exactly these (a plain constant file).
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from "../db/schema/enums";
import type { ReturnPolicy } from "../retail/returns";

/**
 * Issue 38: which pieces come back, until when, and the words for each step. Pure: the order
 * page's form, the server and the unit tests read the same rules (ADR 0361-0363).
 */
export { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES };
export type ReturnReason = (typeof RETURN_REASONS)[number];
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const REASON_LABELS: Record<ReturnReason, string> = {
  size: "The size is not right",
  colour: "The colour is not as I expected",
  not_as_described: "Not as described",
  damaged: "Arrived damaged or faulty",
  changed_mind: "I changed my mind",
};

/** The EU's right of withdrawal for distance sales: 14 days from delivery (Directive 2011/83/EU). */
export const EU_WITHDRAWAL_DAYS = 14;

/** The EU and EEA member states, whose consumers hold the 14-day right of withdrawal. */
const EU_EEA = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(
    " ",
  ),
);

/** What kind of piece an order line is, for the return rules. */
export type PieceKind =
  "made_to_order" | "gift_card" | "ready_to_wear" | "limited_edition" | "sample_sale";

export function pieceKind(line: {
  itemType: "configured_product" | "product" | "gift_code";
  category: string | null;
  stocked: boolean;
}): PieceKind {
  if (line.itemType === "configured_product") return "made_to_order";
  if (line.itemType === "gift_code") return "gift_card";
  // A product without counted stock is made for the order, like a configured bag.
  if (!line.stocked) return "made_to_order";
  if (line.category === "sample-sale") return "sample_sale";
  if (line.category === "limited-edition") return "limited_edition";
  return "ready_to_wear";
}

export type ReturnContext = {
  policy: ReturnPolicy;
  /** When the atelier reported delivery; null while the order is not delivered. */
  deliveredAt: Date | null;
  /** The shipping address's ISO country; a kiosk sale (over the counter) is not a distance sale. */
  shippingCountry: string | null;
  distanceSale: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a piece of this kind may come back, or 0 when it never may. */
export function windowDays(kind: PieceKind, context: ReturnContext): number {
  if (kind === "made_to_order" || kind === "gift_card") return 0;
  const withdrawal =
    context.distanceSale && EU_EEA.has((context.shippingCountry ?? "").toUpperCase())
      ? EU_WITHDRAWAL_DAYS
      : 0;
  const store =
    kind === "sample_sale" && !context.policy.sampleSaleReturns ? 0 : context.policy.windowDays;
  return Math.max(store, withdrawal);
}

const RETURN_REFUSALS = {
  notDelivered: "A piece can be returned once it has been delivered.",
  madeToOrder:
    "This piece was made to your order: it cannot be returned. Our atelier can repair or care for it.",
  giftCard: "A gift card cannot be returned.",
  finalSale: "Sample-sale pieces are final sale in this store.",
  windowClosed: "The return window for this piece has closed.",
  alreadyReturned: "This piece is already being returned.",
} as const;

export type LineEligibility =
  { returnable: true; until: Date } | { returnable: false; message: string; code: string };

export function lineEligibility(
  kind: PieceKind,
  context: ReturnContext,
  now: Date,
): LineEligibility {
  if (kind === "made_to_order") {
    return { returnable: false, code: "piece_made_to_order", message: RETURN_REFUSALS.madeToOrder };
  }
  if (kind === "gift_card") {
    return { returnable: false, code: "piece_gift_card", message: RETURN_REFUSALS.giftCard };
  }
  if (!context.deliveredAt) {
    return {
      returnable: false,
      code: "order_not_delivered",
      message: RETURN_REFUSALS.notDelivered,
    };
  }
  const days = windowDays(kind, context);
  if (days === 0) {
    return { returnable: false, code: "piece_final_sale", message: RETURN_REFUSALS.finalSale };
  }
  const until = new Date(context.deliveredAt.getTime() + days * DAY_MS);
  if (now.getTime() > until.getTime()) {
    return {
      returnable: false,
      code: "return_window_closed",
      message: RETURN_REFUSALS.windowClosed,
    };
  }
  return { returnable: true, until };
}

/** `RA-7K3M9Q2P`, as printed on the label; read in any case, with or without the dash. */
export const returnNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .transform((value) => `RA-${value.replace(/^RA-?(?=[2-9A-HJ-NP-Z]{8}$)/, "")}`)
  .pipe(z.string().regex(/^RA-[2-9A-HJ-NP-Z]{8}$/, "A return number reads RA-7K3M9Q2P."));

/** The steps the client sees, in order; a refusal ends the path after the inspection. */
export type ReturnStep = { key: string; label: string; at: string | null };

export function returnSteps(input: {
  status: ReturnStatus;
  resolution: ReturnResolution;
  requestedAt: Date;
  receivedAt: Date | null;
  inspectedAt: Date | null;
  refund: "none" | "pending" | "refunded" | "failed" | "credited";
  refundedAt: Date | null;
}): ReturnStep[] {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const steps: ReturnStep[] = [
    { key: "requested", label: "Return authorised", at: iso(input.requestedAt) },
    { key: "received", label: "Received by our atelier", at: iso(input.receivedAt) },
  ];
  if (input.status === "refused") {
    steps.push({ key: "refused", label: "Not accepted", at: iso(input.inspectedAt) });
    return steps;
  }
  steps.push({
    key: "accepted",
    label: "Inspected and accepted",
    at: input.status === "accepted" ? iso(input.inspectedAt) : null,
  });
  if (input.resolution === "exchange") {
    steps.push({
      key: "exchange_shipped",
      label: "Replacement shipped",
      at: input.status === "accepted" ? iso(input.inspectedAt) : null,
    });
  } else {
    const done = input.refund === "refunded" || input.refund === "credited";
    steps.push({ key: "refunded", label: "Refunded", at: done ? iso(input.refundedAt) : null });
  }
  return steps;
}
