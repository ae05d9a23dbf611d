import {
  addWorkingDays,
  atelierClock,
  orderDay,
  workingDayFrom,
  type AtelierClock,
  type IsoDate,
} from "../calendar/days";
import {
  madeToOrderPlan,
  readyToWearDelivery,
  type AtelierSettings,
  type QueueState,
} from "./promise";

/**
 * Where an order stands in the atelier, as the production timeline records it (issue 26's
 * stages). Until stages are recorded an order is `received` with no date: it is assumed to run
 * to plan.
 */
export type OrderProgress =
  | { stage: "received"; since?: Date }
  | { stage: "in_atelier"; since: Date }
  | { stage: "quality_check"; since: Date }
  | { stage: "shipped"; since: Date }
  | { stage: "delivered"; since: Date }
  | { stage: "cancelled" };

export type ExpectedInput = {
  /** When the order was placed. */
  placedAt: Date;
  /** The slowest made-to-order line's lead in working days; null: nothing made to order. */
  leadDays: number | null;
  /** Made-to-order bags in the order. */
  units: number;
  /** Whether it holds ready-to-wear pieces (shipped from stock). */
  readyToWear: boolean;
  /** The queue of orders placed before it, as booked when it was placed. */
  queueAhead: QueueState;
  settings: AtelierSettings;
  progress: OrderProgress;
  now: Date;
};

/**
 * The date an order is now expected, to set beside the date it was promised. Recomputed from its
 * lines, its placement and the queue ahead of it, then moved on by what the atelier reports: a
 * stage reached late pushes the rest of the plan, and an open order is never expected before
 * the studio could still deliver it. Null: cancelled, or nothing to deliver (gift cards).
 */
export function expectedDeliveryOn(input: ExpectedInput): IsoDate | null {
  const { progress, settings } = input;
  if (progress.stage === "cancelled") return null;
  if (progress.stage === "delivered") return atelierClock(progress.since).date;
  const today = atelierClock(input.now);
  const transit = (shipsOn: IsoDate) => addWorkingDays(shipsOn, settings.transitDays);
  if (progress.stage === "shipped") {
    return later(
      transit(workingDayFrom(atelierClock(progress.since).date)),
      workingDayFrom(today.date),
    );
  }
  const placed = atelierClock(input.placedAt);
  const stockDate = input.readyToWear ? readyToWearDelivery(placed, settings) : null;
  if (input.leadDays === null) return stockDate && later(stockDate, earliest(today, settings));
  const plan = madeToOrderPlan({
    clock: placed,
    leadDays: input.leadDays,
    queue: input.queueAhead,
    settings,
    units: input.units,
  });
  let shipsOn = plan.shipsOn;
  if (progress.stage === "in_atelier") {
    shipsOn = addWorkingDays(workingDayFrom(atelierClock(progress.since).date), input.leadDays);
  } else if (progress.stage === "quality_check") {
    // The check is the studio's last working day on a bag.
    shipsOn = addWorkingDays(workingDayFrom(atelierClock(progress.since).date), 1);
  } else if (progress.since !== undefined) {
    // Reported as not started yet: the work cannot start before the next order day.
    const startsOn = later(plan.startsOn, orderDay(today));
    shipsOn = addWorkingDays(startsOn, input.leadDays);
  }
  const made = later(transit(shipsOn), earliest(today, settings));
  return stockDate ? later(made, stockDate) : made;
}

/** The soonest an open order could still arrive: shipped today, then the transit. */
function earliest(today: AtelierClock, settings: AtelierSettings): IsoDate {
  return addWorkingDays(orderDay(today), settings.transitDays);
}

const later = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);
