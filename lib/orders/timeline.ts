import type { DeliveryDate } from "../calendar/delivery-date";
import {
  ATELIER_STEPS,
  CARRIERS,
  isCarrier,
  STAGE_LABELS,
  stageIndex,
  trackingUrl,
  type Stage,
} from "./stages";

/**
 * The client's timeline of an order (issue 26): five stages, "in the atelier" holding its three
 * steps, each with its date. Pure, from the order and its stage history; dates stay ISO strings
 * so the page formats them in the atelier's time zone.
 */
export type StepState = "done" | "current" | "upcoming" | "skipped";

export type TimelineStep = {
  key: Stage | "atelier" | "cancelled";
  label: string;
  state: StepState;
  at: string | null;
  /** In the atelier: cutting, stitching and finishing. */
  steps?: TimelineStep[];
};

export type Shipment = { carrier: string; trackingNumber: string; url: string };

export type Timeline = {
  steps: TimelineStep[];
  shipment: Shipment | null;
  cancelled: boolean;
  /** Promised at placement against expected now; absent where the reader did not compute it. */
  delivery?: { promised: DeliveryDate | null; expected: DeliveryDate | null };
};

export type StageEvent = {
  stage: Stage | "cancelled";
  occurredAt: Date;
  carrier: string | null;
  trackingNumber: string | null;
};

export type TimelineInput = {
  status: string;
  stage: Stage;
  placedAt: Date | null;
  events: readonly StageEvent[];
};

const MAIN: readonly (Stage | "atelier")[] = [
  "received",
  "atelier",
  "quality_check",
  "shipped",
  "delivered",
];

function stateOf(stage: Stage, current: Stage, reached: boolean): StepState {
  const diff = stageIndex(stage) - stageIndex(current);
  if (diff === 0) return "current";
  if (diff > 0) return "upcoming";
  return reached ? "done" : "skipped";
}

/** The group's state from its steps: current inside it, all passed over, done, or to come. */
function groupState(steps: TimelineStep[]): StepState {
  if (steps.some((s) => s.state === "current")) return "current";
  if (steps.every((s) => s.state === "skipped")) return "skipped";
  if (steps.every((s) => s.state === "done" || s.state === "skipped")) return "done";
  return "upcoming";
}

export function orderTimeline(input: TimelineInput): Timeline {
  const dates = new Map<string, string>();
  for (const event of input.events) dates.set(event.stage, event.occurredAt.toISOString());
  if (input.placedAt) dates.set("received", input.placedAt.toISOString());
  const step = (stage: Stage): TimelineStep => ({
    key: stage,
    label: STAGE_LABELS[stage],
    state: stateOf(stage, input.stage, dates.has(stage)),
    at: dates.get(stage) ?? null,
  });
  const shipped = input.events.find((e) => e.stage === "shipped");
  const shipment =
    shipped && isCarrier(shipped.carrier) && shipped.trackingNumber
      ? {
          carrier: CARRIERS[shipped.carrier].label,
          trackingNumber: shipped.trackingNumber,
          url: trackingUrl(shipped.carrier, shipped.trackingNumber),
        }
      : null;
  const cancelledAt = dates.get("cancelled");
  if (input.status === "cancelled" && cancelledAt) {
    return {
      steps: [
        { ...step("received"), state: "done" },
        { key: "cancelled", label: "Cancelled", state: "current", at: cancelledAt },
      ],
      shipment: null,
      cancelled: true,
    };
  }
  const steps = MAIN.map((key): TimelineStep => {
    if (key !== "atelier") return step(key);
    const inner = ATELIER_STEPS.map(step);
    const started = inner.find((s) => s.at !== null);
    return {
      key,
      label: "In the atelier",
      state: groupState(inner),
      at: started?.at ?? null,
      steps: inner,
    };
  });
  return { steps, shipment, cancelled: false };
}
