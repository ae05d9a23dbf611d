import { brand } from "@/lib/brand";
import {
  addCalendarDays,
  atelierClock,
  calendarDaysBetween,
  CUTOFF_MINUTES,
  type AtelierClock,
} from "@/lib/calendar/days";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import {
  deliveryKindOf,
  longestLeadDaysOf,
  madeToOrderPlan,
  type AtelierSettings,
  type QueueSnapshot,
  type QueueState,
} from "./promise";

/** The shop's promise: a made-to-order bag is delivered in under this many calendar days. */
const CLAIM_DAYS = 21;

/**
 * A published claim stays on prerendered pages until something rechecks it (an order placed, a
 * date asked for). It is only published when it holds for every order placed over this many
 * days ahead (the queue as it stands), so the weekends and holidays coming up cannot make a
 * page that nobody has rechecked false.
 */
const CLAIM_HORIZON_DAYS = 7;

/**
 * Whether the slowest design of the catalogue, ordered at every moment from `clock` over the
 * horizon, is delivered in under CLAIM_DAYS calendar days. Each day is tried just after its
 * cut-off, its slowest moment (the order then counts from the next working day).
 */
export function claimHolds(input: {
  clock: AtelierClock;
  longestLeadDays: number;
  queue: QueueState;
  settings: AtelierSettings;
}): boolean {
  const { clock, longestLeadDays, queue, settings } = input;
  const moments: AtelierClock[] = [clock];
  for (let offset = 0; offset <= CLAIM_HORIZON_DAYS; offset++) {
    const date = addCalendarDays(clock.date, offset);
    if (offset > 0 || clock.minutes < CUTOFF_MINUTES) {
      moments.push({ date, minutes: CUTOFF_MINUTES });
    }
  }
  return moments.every((moment) => {
    const plan = madeToOrderPlan({ clock: moment, leadDays: longestLeadDays, queue, settings });
    return calendarDaysBetween(moment.date, plan.deliveredOn) < CLAIM_DAYS;
  });
}

/** The slowest design of every bag on sale; 0 when none is (nothing to promise). */
function longestLeadOf(products: readonly CatalogueProductDetail[]): number {
  return products
    .filter((p) => p.enabled === 1 && deliveryKindOf(p) === "made_to_order")
    .reduce((longest, p) => Math.max(longest, longestLeadDaysOf(p)), 0);
}

/** Whether the claim holds now for these bags and this queue. */
export function claimHoldsFor(
  products: readonly CatalogueProductDetail[],
  snapshot: QueueSnapshot,
  now: Date,
): boolean {
  return claimHolds({
    clock: atelierClock(now),
    longestLeadDays: longestLeadOf(products),
    ...snapshot,
  });
}

/** The claim's words wherever a page makes it, with and without the 21 days. */
export type DeliveryClaimCopy = {
  /** Hero lede, footer, campaign close. */
  line: string;
  /** The home page's third promise. */
  heading: string;
  /** A made-to-order bag's availability line. */
  availability: string;
  /** The end of the all-bags lede. */
  listing: string;
  /** The last step on /customize. */
  step: string;
};

const HOLDS: DeliveryClaimCopy = {
  line: brand.deliveryClaim,
  heading: "At your door in under 21 days",
  availability: "Made to order · delivered in under 21 days",
  listing:
    "Each bag is cut and stitched for you in our New York atelier and delivered in under 21 days.",
  step: "Add your initials, and we make it by hand in under 21 days.",
};

const DATED: DeliveryClaimCopy = {
  line: "Made to order · delivery date shown as you design",
  heading: "At your door on the date we give you",
  availability: "Made to order · delivery date shown as you design",
  listing:
    "Each bag is cut and stitched for you in our New York atelier; its delivery date is shown as you design.",
  step: "Add your initials, and we make it by hand; its delivery date is shown as you design.",
};

export function deliveryClaimCopy(holds: boolean): DeliveryClaimCopy {
  return holds ? HOLDS : DATED;
}

/**
 * Whether an editor's text promises the 21 days (content pages are written in the CMS, so their
 * words cannot follow the queue: when the claim stops holding they carry CLAIM_NOTICE instead).
 */
export const promisesTwentyOneDays = (text: string): boolean =>
  /\b21[\s-]+days?\b|\bunder 21\b/i.test(text);

export const CLAIM_NOTICE =
  "Our atelier is busier than usual, so some bags now take longer than the 21 days this page mentions. Your bag’s own delivery date is shown as you design it, and kept on your order.";
