import type { CatalogueProductDetail, ConfigurableProduct } from "@/lib/catalogue/types";
import { createDesignView } from "@/lib/configurator/design";
import { indexProduct, kindOf } from "@/lib/configurator/catalogue-index";
import type { ConfiguratorState } from "@/lib/configurator/types";
import {
  addWorkingDays,
  orderDay,
  workingDaysBetween,
  type AtelierClock,
  type IsoDate,
} from "../calendar/days";

/** The atelier's figures (table atelier_settings). */
export type AtelierSettings = {
  /** Made-to-order bags the studio starts per working day. */
  dailyCapacity: number;
  /** The carrier's working days from the studio to the door. */
  transitDays: number;
  /** Working days a ready-to-wear piece takes to leave the studio. */
  stockDispatchDays: number;
};

/** What the migration seeds, and what a database without the row is read as. */
export const DEFAULT_ATELIER_SETTINGS: AtelierSettings = {
  dailyCapacity: 12,
  transitDays: 2,
  stockDispatchDays: 2,
};

/** A bag whose lead is not on file is promised as if it took this long. */
const DEFAULT_LEAD_DAYS = 10;

export type DeliveryKind = "made_to_order" | "ready_to_wear" | "gift_card";

type LeadProduct = ConfigurableProduct & Pick<CatalogueProductDetail, "lead_days">;

const days = (value: number | null | undefined): number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0;

const baseLead = (product: Pick<CatalogueProductDetail, "lead_days">): number =>
  typeof product.lead_days === "number" && product.lead_days >= 0
    ? days(product.lead_days)
    : DEFAULT_LEAD_DAYS;

export function deliveryKindOf(product: { product_type: { name: string } }): DeliveryKind {
  const type = product.product_type.name;
  if (type === "custom-handbag") return "made_to_order";
  if (type === "gift-card") return "gift_card";
  return "ready_to_wear";
}

/**
 * The atelier's working days for one design: the bag's base lead, plus each extra the design
 * includes. A material's extra counts once however many parts are cut from it (the exotic hide is
 * sourced and glazed once); an option's and a component's count each time they are chosen.
 */
export function leadDaysOf(product: LeadProduct, state: ConfiguratorState): number {
  const index = indexProduct(product);
  const view = createDesignView(index, state);
  const materials = new Map<string, number>();
  let extra = 0;
  for (const component of index.ordered) {
    if (!view.isIncluded(component.id)) continue;
    extra += days(component.extra_lead_days);
    for (const variantId of state.variants[component.id] ?? []) {
      const owner = index.variantOwner.get(variantId);
      if (owner?.component.id !== component.id) continue;
      const material = owner.variant.material_color.material;
      materials.set(material.id, days(material.extra_lead_days));
    }
    for (const optionId of state.options[component.id] ?? []) {
      const owner = index.optionOwner.get(optionId);
      if (owner?.component.id === component.id) extra += days(owner.option.extra_lead_days);
    }
  }
  for (const materialDays of materials.values()) extra += materialDays;
  return baseLead(product) + extra;
}

/**
 * The most working days a design of this bag can take: every extra on offer at once (each
 * selectable-option component at its slowest option, or all of them where several may be
 * chosen). Conditions between components are ignored, so this is never below a real design.
 */
export function longestLeadDaysOf(product: LeadProduct): number {
  const materials = new Map<string, number>();
  let extra = 0;
  for (const component of product.components) {
    extra += days(component.extra_lead_days);
    const optionDays = component.selectable_options.map((o) => days(o.extra_lead_days));
    if (component.selectable_type?.name === "multiple") {
      extra += optionDays.reduce((sum, d) => sum + d, 0);
    } else if (kindOf(component) === "selectable-option" || optionDays.length > 0) {
      extra += Math.max(0, ...optionDays);
    }
    for (const variant of component.variants) {
      const material = variant.material_color.material;
      materials.set(material.id, days(material.extra_lead_days));
    }
  }
  for (const materialDays of materials.values()) extra += materialDays;
  return baseLead(product) + extra;
}

/**
 * Where the atelier's plan stands: the last working day it has bags booked to start, and how
 * many of that day's places are taken. Null: nothing waits.
 */
export type QueueState = { lastDay: IsoDate; usedOnLastDay: number } | null;

/** The atelier's figures and its queue, as read at one moment. */
export type QueueSnapshot = { settings: AtelierSettings; queue: QueueState };

/** One open made-to-order order: when it was placed and how many bags it holds. */
export type Placement = { clock: AtelierClock; units: number };

/**
 * Books open orders into the atelier's days in the order they were placed: each working day
 * starts `dailyCapacity` bags, and an order is never started before its own order day. This is
 * the queue every promise is made against; orders the studio has started (or finished, or that
 * were cancelled) are left out by the caller.
 */
export function bookQueue(placements: readonly Placement[], dailyCapacity: number): QueueState {
  const capacity = Math.max(1, Math.floor(dailyCapacity));
  let state: QueueState = null;
  // Plain comparison of the YYYY-MM-DD days: the same order as localeCompare, far cheaper.
  const sorted = [...placements].sort(
    (a, b) =>
      (a.clock.date < b.clock.date ? -1 : a.clock.date > b.clock.date ? 1 : 0) ||
      a.clock.minutes - b.clock.minutes,
  );
  for (const placement of sorted) {
    if (placement.units <= 0) continue;
    const first = orderDay(placement.clock);
    if (!state || state.lastDay < first) state = { lastDay: first, usedOnLastDay: 0 };
    // Its bags fill the last day's free places, then whole days, one day's worth at a time
    // (counted, not walked: a placement may hold an hour's worth of orders).
    const taken: number = state.usedOnLastDay + placement.units;
    const moreDays: number = Math.ceil(taken / capacity) - 1;
    state = {
      lastDay: moreDays > 0 ? addWorkingDays(state.lastDay, moreDays) : state.lastDay,
      usedOnLastDay: taken - moreDays * capacity,
    };
  }
  return state;
}

/** Bags booked to start on or after `day`: those ahead of an order planned from `day`. */
export function unitsAheadFrom(queue: QueueState, dailyCapacity: number, day: IsoDate): number {
  if (!queue || queue.lastDay < day) return 0;
  const capacity = Math.max(1, Math.floor(dailyCapacity));
  return workingDaysBetween(day, queue.lastDay) * capacity + queue.usedOnLastDay;
}

export type MadeToOrderPlan = { startsOn: IsoDate; shipsOn: IsoDate; deliveredOn: IsoDate };

/**
 * When a made-to-order order placed at `clock` is delivered: its bags start once the bags ahead
 * of it have their places (`dailyCapacity` a working day, from its order day), take `leadDays`
 * working days in the studio, then the carrier's transit days. `units` of one order start one
 * after the other; the order is delivered with its last.
 */
export function madeToOrderPlan(input: {
  clock: AtelierClock;
  leadDays: number;
  queue: QueueState;
  settings: AtelierSettings;
  units?: number;
}): MadeToOrderPlan {
  const { clock, leadDays, queue, settings } = input;
  const capacity = Math.max(1, Math.floor(settings.dailyCapacity));
  const first = orderDay(clock);
  const ahead = unitsAheadFrom(queue, capacity, first);
  const lastPlace = ahead + Math.max(1, input.units ?? 1) - 1;
  const startsOn = addWorkingDays(first, Math.floor(lastPlace / capacity));
  const shipsOn = addWorkingDays(startsOn, days(leadDays));
  return { startsOn, shipsOn, deliveredOn: addWorkingDays(shipsOn, days(settings.transitDays)) };
}

/** A ready-to-wear piece: it leaves the studio within its dispatch days, then the transit. */
export function readyToWearDelivery(clock: AtelierClock, settings: AtelierSettings): IsoDate {
  const shipsOn = addWorkingDays(orderDay(clock), days(settings.stockDispatchDays));
  return addWorkingDays(shipsOn, days(settings.transitDays));
}

/** The latest of several dates (an order is delivered with its last piece); null for none. */
export function latestDate(dates: readonly (IsoDate | null)[]): IsoDate | null {
  return dates.reduce<IsoDate | null>(
    (latest, date) => (date !== null && (latest === null || date > latest) ? date : latest),
    null,
  );
}
