import { z } from "zod";
// The lists live with the schema, whose columns allow exactly these (a plain constant file).
import { REPAIR_SETTLEMENTS, REPAIR_STATUSES } from "../db/schema/enums";
import type { PieceKind } from "./return-rules";

/**
 * Issue 38: repair and care of made-to-order bags. Pure: the order page, the server and the unit
 * tests read the same rules (ADR 0346-0349).
 */
export { REPAIR_SETTLEMENTS, REPAIR_STATUSES };
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
export type RepairSettlement = (typeof REPAIR_SETTLEMENTS)[number];

/** The stages the atelier reports once the client accepted, in order. */
export const REPAIR_STAGES = ["received_at_atelier", "in_repair", "shipped_back", "done"] as const;
export type RepairStage = (typeof REPAIR_STAGES)[number];

export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  requested: "Asked — client care is preparing an estimate",
  estimated: "Estimate ready — awaiting your answer",
  declined: "Declined",
  accepted: "Accepted — please send your bag to the atelier",
  received_at_atelier: "Received at the atelier",
  in_repair: "In the hands of our artisans",
  shipped_back: "On its way back to you",
  done: "Repaired and delivered",
};

export const MAX_REPAIR_PHOTOS = 3;
export const MAX_REPAIR_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_REPAIR_DESCRIPTION = 2000;
/** The longest side of a stored photo: enough for client care to see a scuff or a seam. */
export const REPAIR_PHOTO_MAX_SIDE = 2048;

export type RepairEligibility =
  { eligible: true } | { eligible: false; code: string; message: string };

const REPAIR_REFUSALS = {
  notMadeToOrder: {
    code: "piece_not_repairable",
    message:
      "Repairs through this page are for bags made to your order; for other pieces please write to client care.",
  },
  notDelivered: {
    code: "order_not_delivered",
    message: "You can ask the atelier for a repair once your bag has been delivered.",
  },
  alreadyOpen: {
    code: "repair_already_open",
    message: "A repair of this bag is already under way.",
  },
} as const;

/**
 * A line may be sent for repair when it was made to order, its order was delivered, and no
 * other repair of it is open (a declined or done one does not count).
 */
export function repairEligibility(input: {
  kind: PieceKind;
  delivered: boolean;
  openRepair: boolean;
}): RepairEligibility {
  if (input.kind !== "made_to_order") return { eligible: false, ...REPAIR_REFUSALS.notMadeToOrder };
  if (!input.delivered) return { eligible: false, ...REPAIR_REFUSALS.notDelivered };
  if (input.openRepair) return { eligible: false, ...REPAIR_REFUSALS.alreadyOpen };
  return { eligible: true };
}

/** A repair still under way: it blocks another request for the same bag. */
export const isOpenRepair = (status: RepairStatus) => status !== "declined" && status !== "done";

/**
 * The atelier's next stage must follow the last, one step at a time: the bag is received once
 * accepted, repaired once received, and so on. A repeat of the current stage is not a move.
 */
export function canMoveTo(from: RepairStatus, to: RepairStage): boolean {
  const order: readonly RepairStatus[] = ["accepted", ...REPAIR_STAGES];
  const at = order.indexOf(from);
  return at >= 0 && order.indexOf(to) === at + 1;
}

/** Client care may (re)estimate until the client has answered. */
export const canEstimate = (status: RepairStatus) =>
  status === "requested" || status === "estimated";

/** The client answers an estimate once. */
export const canDecide = (status: RepairStatus) => status === "estimated";

/** ISO 4217 currencies the house quotes in (the stores' own). */
export const REPAIR_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "JPY"] as const;

/** Client care's estimate: whole minor units, a currency, a note the client reads, a duration. */
export const repairEstimateSchema = z.object({
  amount: z
    .number({ error: "Please give the estimate in minor units (cents)." })
    .int("Please give the estimate in whole minor units (cents).")
    .min(0, "An estimate cannot be negative.")
    .max(10_000_000, "Please check the estimate: it is over 100,000."),
  currency: z.enum(REPAIR_CURRENCIES, { error: "Please choose the estimate's currency." }),
  note: z
    .string({ error: "Please describe the work for the client." })
    .trim()
    .min(1, "Please describe the work for the client.")
    .max(1000, "Please keep the note under 1,000 characters."),
  days: z
    .number({ error: "Please give the expected working days." })
    .int("Please give whole working days.")
    .min(1, "Please give at least one working day.")
    .max(180, "Please give at most 180 working days."),
});
export type RepairEstimate = z.output<typeof repairEstimateSchema>;

/** An accepted estimate owes money when it is not complimentary. */
export const settlementOf = (amount: number): RepairSettlement => (amount > 0 ? "due" : "none");

/** The atelier may not ship a repaired bag back while its estimate is owed (ADR 0347). */
export const mayShipBack = (settlement: RepairSettlement) => settlement !== "due";

/** `RP-7K3M9Q2P`, as mailed; read in any case, with or without the dash. */
export const repairNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => (value.startsWith("RP-") ? value : `RP-${value.replace(/^RP/, "")}`))
  .pipe(z.string().regex(/^RP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/));

/** "$120.00", "€95.00", "¥12,000": minor units shown in their currency's own way. */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
