import type { OrderProgress } from "../delivery/expected";
import type { Stage } from "./stages";
import type { StageEvent } from "./timeline";

const ATELIER: readonly Stage[] = ["cutting", "stitching", "finishing"];

/** When the order first reached one of `stages` (the history is oldest first). */
function firstAt(events: readonly StageEvent[], stages: readonly Stage[]): Date | null {
  return (
    events.find((e) => e.stage !== "cancelled" && stages.includes(e.stage))?.occurredAt ?? null
  );
}

/**
 * The atelier's report read as progress for the expected date: the studio's work is timed from
 * the day cutting began (not from the last of its three steps), every later stage from its own
 * day. An order whose history lacks the day (moved before stages were recorded) is `received`.
 */
export function progressOf(
  order: { status: string; productionStage: Stage },
  events: readonly StageEvent[],
): OrderProgress {
  if (order.status === "cancelled" || order.status === "refunded") return { stage: "cancelled" };
  const stage = order.productionStage;
  if (stage === "received") return { stage: "received" };
  const since = firstAt(events, ATELIER.includes(stage) ? ATELIER : [stage]);
  if (!since) return { stage: "received" };
  if (ATELIER.includes(stage)) return { stage: "in_atelier", since };
  if (stage === "quality_check" || stage === "shipped" || stage === "delivered") {
    return { stage, since };
  }
  return { stage: "received" };
}
