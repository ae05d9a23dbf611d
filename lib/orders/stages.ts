import { z } from "zod";
// The list itself lives with the schema, whose column allows exactly these (a plain constant:
// no database code comes with it).
import { PRODUCTION_STAGES } from "../db/schema/enums";

/**
 * Issue 26: the atelier's production stages and the rules for moving an order through them.
 * Pure (no server-only imports): the partner operations check moves with it on the server, and
 * the timeline the client sees is drawn from the same lists.
 */
export const STAGES = PRODUCTION_STAGES;
export type Stage = (typeof STAGES)[number];

/** What the atelier may report: every stage after `received` (the order's placement). */
export const REPORTED_STAGES = STAGES.slice(1) as Exclude<Stage, "received">[];
export type ReportedStage = (typeof REPORTED_STAGES)[number];

/** The atelier's own work, "in the atelier" on the client's timeline. */
export const ATELIER_STEPS = ["cutting", "stitching", "finishing"] as const;
type AtelierStep = (typeof ATELIER_STEPS)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  received: "Received",
  cutting: "Cutting",
  stitching: "Stitching",
  finishing: "Finishing",
  quality_check: "Quality check",
  shipped: "Shipped",
  delivered: "Delivered",
};

/** `AA-7K3M9Q2P`, as mailed; read in every case, with or without the dash or the prefix. */
export const orderNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .transform((value) => `AA-${value.replace(/^AA-?(?=[2-9A-HJ-NP-Z]{8}$)/, "")}`)
  .pipe(z.string().regex(/^AA-[2-9A-HJ-NP-Z]{8}$/, "An order number reads AA-7K3M9Q2P."));

export const stageIndex = (stage: Stage) => STAGES.indexOf(stage);

const isAtelierStep = (stage: Stage): stage is AtelierStep =>
  (ATELIER_STEPS as readonly string[]).includes(stage);

/**
 * The carriers the atelier ships with, and their public tracking pages. A closed list, so every
 * tracking link the store shows or mails goes to the carrier's own site.
 */
export const CARRIERS = {
  ups: { label: "UPS", url: "https://www.ups.com/track?tracknum=" },
  fedex: { label: "FedEx", url: "https://www.fedex.com/fedextrack/?trknbr=" },
  usps: { label: "USPS", url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=" },
  dhl: {
    label: "DHL Express",
    url: "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=",
  },
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_KEYS = Object.keys(CARRIERS) as Carrier[];

export const isCarrier = (value: string | null | undefined): value is Carrier =>
  typeof value === "string" && Object.hasOwn(CARRIERS, value);

/** A tracking number as carriers print them: letters and digits, spaces and dashes dropped. */
export const trackingNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{8,40}$/, "A tracking number is 8 to 40 letters and digits.")
      .meta({ description: "8 to 40 letters and digits (spaces and dashes are dropped)." }),
  );

export const trackingUrl = (carrier: Carrier, trackingNumber: string) =>
  `${CARRIERS[carrier].url}${encodeURIComponent(trackingNumber)}`;

/** The order as the rules see it. */
export type ProductionState = {
  status: string;
  stage: Stage;
  /** When the current stage was reached (placement for `received`). */
  stageAt: Date;
  /** Holds a made-to-order bag: every atelier step is then reported, none skipped. */
  madeToOrder: boolean;
};

export type StageMove = { to: ReportedStage; at: Date };

export type MoveRefusal = {
  /** `conflict`: not possible in the order's state (409); `invalid`: a wrong input (422). */
  kind: "conflict" | "invalid";
  code: string;
  message: string;
};

/** The atelier's clock and ours may differ by a few minutes; a later date is a mistake. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Only a placed order is made: a cart, a cancelled or a refunded order has no stages. */
const IN_PRODUCTION = new Set(["placed", "paid"]);

/**
 * Stages that may be passed over on the way to `to`: the atelier steps, for an order holding no
 * made-to-order bag (a ready-to-wear piece comes finished). Quality check and shipping are
 * never passed over: every piece is checked before it leaves, and nothing is delivered that was
 * not shipped with a tracking number.
 */
const mayPassOver = (stage: Stage, madeToOrder: boolean) => !madeToOrder && isAtelierStep(stage);

/** Why the move cannot be made, or null when it can. */
export function refuseMove(state: ProductionState, move: StageMove, now: Date): MoveRefusal | null {
  if (!IN_PRODUCTION.has(state.status)) {
    return {
      kind: "conflict",
      code: "order_not_in_production",
      message: `This order is ${state.status.replace(/_/g, " ")}: it has no stages to report.`,
    };
  }
  const from = stageIndex(state.stage);
  const to = stageIndex(move.to);
  if (to <= from) {
    return {
      kind: "conflict",
      code: "stage_not_forward",
      message: `The order is already at "${STAGE_LABELS[state.stage]}": a stage never moves back or repeats.`,
    };
  }
  const missed = STAGES.slice(from + 1, to).find((s) => !mayPassOver(s, state.madeToOrder));
  if (missed) {
    return {
      kind: "conflict",
      code: "stage_skipped",
      message: `"${STAGE_LABELS[missed]}" comes before "${STAGE_LABELS[move.to]}" and was not reported.`,
    };
  }
  if (move.at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    return {
      kind: "invalid",
      code: "stage_date_in_future",
      message: "A stage's date cannot be in the future.",
    };
  }
  if (move.at.getTime() < state.stageAt.getTime()) {
    return {
      kind: "conflict",
      code: "stage_date_out_of_order",
      message: `A stage's date cannot be before the current stage's (${state.stageAt.toISOString()}).`,
    };
  }
  return null;
}

/**
 * Client care may cancel an order until the atelier starts cutting: once the leather is cut the
 * bag is the client's. A cancelled or refunded order is not cancelled again.
 */
export function refuseCancel(state: Pick<ProductionState, "status" | "stage">): MoveRefusal | null {
  if (!IN_PRODUCTION.has(state.status)) {
    return {
      kind: "conflict",
      code: "order_not_cancellable",
      message: `This order is ${state.status.replace(/_/g, " ")} and cannot be cancelled.`,
    };
  }
  if (state.stage !== "received") {
    return {
      kind: "conflict",
      code: "order_in_production",
      message: `The atelier has started this order ("${STAGE_LABELS[state.stage]}"): it can no longer be cancelled.`,
    };
  }
  return null;
}
