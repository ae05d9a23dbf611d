import { initialState, reduce } from "@/lib/configurator";
import type { ConfiguratorState } from "@/lib/configurator";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { addCalendarDays, addWorkingDays, orderDay, type AtelierClock } from "@/lib/calendar/days";
import { claimHolds, claimHoldsFor, deliveryClaimCopy } from "@/lib/delivery/claim";
import { expectedDeliveryOn } from "@/lib/delivery/expected";
import {
  bookQueue,
  DEFAULT_ATELIER_SETTINGS,
  leadDaysOf,
  longestLeadDaysOf,
  madeToOrderPlan,
  readyToWearDelivery,
  unitsAheadFrom,
  type AtelierSettings,
} from "@/lib/delivery/promise";
import { component, product, variant } from "./configurator-fixtures";

const settings: AtelierSettings = { dailyCapacity: 3, transitDays: 2, stockDispatchDays: 2 };
const morning = (date: string): AtelierClock => ({ date, minutes: 9 * 60 });

function croc(id: string) {
  const v = variant(id, "exotic", 30000, { material: "croc" });
  v.material_color.material.extra_lead_days = 2;
  return v;
}

/** A bag of base lead 6: calf or croc (+2) body and flap, a zip (+1), a monogram (+1). */
function bag(): CatalogueProductDetail {
  return product(
    "tote",
    [
      component({
        id: "body",
        type: "required",
        variants: [variant("body-calf", "leather"), croc("body-croc")],
      }),
      component({
        id: "flap",
        type: "required",
        variants: [variant("flap-calf", "leather"), croc("flap-croc")],
      }),
      component({
        id: "closure",
        type: "selectable-option",
        selectableType: "required",
        selectable_options: [
          { id: "open", name: "open", label: "Open", price: 0 },
          { id: "zip", name: "zip", label: "Zip", price: 9500, extra_lead_days: 1 },
        ],
      }),
      component({ id: "monogram", type: "optional", extra_lead_days: 1 }),
    ],
    { lead_days: 6 },
  );
}

function design(product: CatalogueProductDetail, ...choices: Parameters<typeof reduce>[2][]) {
  return choices.reduce<ConfiguratorState>(
    (state, action) => reduce(product, state, action),
    initialState(product),
  );
}

describe("the lead of a design", () => {
  const tote = bag();
  const choose = (componentId: string, variantId: string) =>
    ({ type: "choose-variant", componentId, variantId }) as const;

  it("is the bag's base for the plainest design", () => {
    expect(leadDaysOf(tote, design(tote, choose("body", "body-calf")))).toBe(6);
  });

  it("adds a slower material once, however many parts are cut from it", () => {
    expect(leadDaysOf(tote, design(tote, choose("body", "body-croc")))).toBe(8);
    expect(
      leadDaysOf(tote, design(tote, choose("body", "body-croc"), choose("flap", "flap-croc"))),
    ).toBe(8);
  });

  it("adds the options and extras chosen", () => {
    const zipped = design(tote, { type: "select-option", componentId: "closure", optionId: "zip" });
    expect(leadDaysOf(tote, zipped)).toBe(7);
    const monogram = design(tote, {
      type: "answer-optional",
      componentId: "monogram",
      value: true,
    });
    expect(leadDaysOf(tote, monogram)).toBe(7);
    const declined = design(tote, {
      type: "answer-optional",
      componentId: "monogram",
      value: false,
    });
    expect(leadDaysOf(tote, declined)).toBe(6);
  });

  it("is at most the bag's longest", () => {
    expect(longestLeadDaysOf(tote)).toBe(6 + 2 + 1 + 1);
  });
});

describe("the queue", () => {
  it("books each working day up to the atelier's capacity, in the order placed", () => {
    const queue = bookQueue(
      [
        { clock: morning("2026-12-01"), units: 2 },
        { clock: morning("2026-12-01"), units: 2 },
      ],
      3,
    );
    expect(queue).toEqual({ lastDay: "2026-12-02", usedOnLastDay: 1 });
    expect(unitsAheadFrom(queue, 3, "2026-12-01")).toBe(4);
    expect(unitsAheadFrom(queue, 3, "2026-12-02")).toBe(1);
    expect(unitsAheadFrom(queue, 3, "2026-12-03")).toBe(0);
  });

  it("books a placement of many bags as it would book them one by one", () => {
    // The booking as it was first written: one place at a time.
    const oneByOne = (placements: { clock: AtelierClock; units: number }[], capacity: number) => {
      let state: { lastDay: string; usedOnLastDay: number } | null = null;
      for (const placement of placements) {
        const first = orderDay(placement.clock);
        for (let unit = 0; unit < placement.units; unit++) {
          if (!state || state.lastDay < first) state = { lastDay: first, usedOnLastDay: 0 };
          if (state.usedOnLastDay >= capacity) {
            state = { lastDay: addWorkingDays(state.lastDay, 1), usedOnLastDay: 0 };
          }
          state = { lastDay: state.lastDay, usedOnLastDay: state.usedOnLastDay + 1 };
        }
      }
      return state;
    };
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (let round = 0; round < 200; round++) {
      const capacity = 1 + next(5);
      const placements = Array.from({ length: next(8) }, (_, i) => ({
        clock: { date: addCalendarDays("2026-12-01", i * next(3)), minutes: next(24 * 60) },
        units: next(4) === 0 ? 0 : 1 + next(3 * capacity),
      }));
      expect(bookQueue(placements, capacity)).toEqual(oneByOne(placements, capacity));
    }
    // A day filled to the last place stays that day; one more bag starts the next.
    expect(bookQueue([{ clock: morning("2026-12-01"), units: 6 }], 3)).toEqual({
      lastDay: "2026-12-02",
      usedOnLastDay: 3,
    });
  });

  it("books the orders of one order day alike whether read one by one or summed", () => {
    // What the queue's read relies on when it sums an hour's orders into one placement.
    const apart = [
      { clock: { date: "2026-12-01", minutes: 10 * 60 + 5 }, units: 2 },
      { clock: { date: "2026-12-01", minutes: 10 * 60 + 40 }, units: 3 },
      { clock: { date: "2026-12-01", minutes: 15 * 60 }, units: 1 },
    ];
    const summed = [
      { clock: { date: "2026-12-01", minutes: 10 * 60 }, units: 5 },
      { clock: { date: "2026-12-01", minutes: 15 * 60 }, units: 1 },
    ];
    expect(bookQueue(summed, 3)).toEqual(bookQueue(apart, 3));
  });

  it("forgets days the atelier has worked through", () => {
    const queue = bookQueue([{ clock: morning("2026-11-02"), units: 5 }], 3);
    expect(unitsAheadFrom(queue, 3, "2026-12-01")).toBe(0);
    expect(bookQueue([], 3)).toBeNull();
  });
});

describe("a made-to-order date", () => {
  it("is the lead and the transit in working days from the order day", () => {
    // Tue 1 Dec 2026, 9 am: starts that day, leaves Wed 9 Dec (6 working days), delivered Fri 11.
    const plan = madeToOrderPlan({
      clock: morning("2026-12-01"),
      leadDays: 6,
      queue: null,
      settings,
    });
    expect(plan).toEqual({
      startsOn: "2026-12-01",
      shipsOn: "2026-12-09",
      deliveredOn: "2026-12-11",
    });
  });

  it("counts from the next working day after the 2 pm cut-off", () => {
    const plan = madeToOrderPlan({
      clock: { date: "2026-12-01", minutes: 14 * 60 + 5 },
      leadDays: 6,
      queue: null,
      settings,
    });
    expect(plan.startsOn).toBe("2026-12-02");
    expect(plan.deliveredOn).toBe("2026-12-14");
  });

  it("waits for the bags ahead: a full day of them pushes the start by one working day", () => {
    const clock = morning("2026-12-04");
    const full = bookQueue([{ clock, units: 3 }], 3);
    const twoAhead = bookQueue([{ clock, units: 2 }], 3);
    const base = { clock, leadDays: 6, settings };
    expect(madeToOrderPlan({ ...base, queue: twoAhead }).startsOn).toBe("2026-12-04");
    expect(madeToOrderPlan({ ...base, queue: full }).startsOn).toBe("2026-12-07");
    // Two bags of one order with two places left that day: the second starts on Monday.
    expect(
      madeToOrderPlan({ ...base, queue: bookQueue([{ clock, units: 1 }], 3), units: 3 }),
    ).toMatchObject({ startsOn: "2026-12-07" });
  });

  it("steps over holidays and the year end", () => {
    // Mon 21 Dec 2026: 6 working days skip Christmas (Fri 25): leaves Tue 29, delivered Thu 31.
    const plan = madeToOrderPlan({
      clock: morning("2026-12-21"),
      leadDays: 6,
      queue: null,
      settings,
    });
    expect(plan.shipsOn).toBe("2026-12-30");
    // Transit skips New Year's Day.
    expect(plan.deliveredOn).toBe("2027-01-04");
  });

  it("ships a ready-to-wear piece in its dispatch days, then the transit", () => {
    expect(readyToWearDelivery(morning("2026-12-01"), settings)).toBe("2026-12-07");
  });
});

describe("the under-21-days claim", () => {
  const clock = morning("2026-12-01");

  it("holds when the slowest design arrives in under 21 days all week", () => {
    expect(claimHolds({ clock, longestLeadDays: 9, queue: null, settings })).toBe(true);
  });

  it("fails when the queue pushes the slowest design to 21 days or more", () => {
    const queue = bookQueue([{ clock, units: 12 }], 3);
    expect(claimHolds({ clock, longestLeadDays: 9, queue, settings })).toBe(false);
  });

  it("fails ahead of time when an order later this week would not arrive in time", () => {
    // Mon 2 Nov 2026, 9 am: a lead of 10 arrives Wed 18 Nov, 16 days on; ordered on Friday
    // after the cut-off it would take 21, so the claim is withdrawn now.
    const monday = morning("2026-11-02");
    const plan = madeToOrderPlan({ clock: monday, leadDays: 10, queue: null, settings });
    expect(plan.deliveredOn).toBe("2026-11-18");
    expect(claimHolds({ clock: monday, longestLeadDays: 10, queue: null, settings })).toBe(false);
    expect(claimHolds({ clock: monday, longestLeadDays: 9, queue: null, settings })).toBe(true);
  });

  it("keeps the demo's slowest design under 21 days every day with an empty queue", () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const holds = claimHolds({
        clock: morning(date),
        longestLeadDays: 9,
        queue: null,
        settings: DEFAULT_ATELIER_SETTINGS,
      });
      expect([date, holds]).toEqual([date, true]);
    }
  });

  it("takes the slowest of the bags on sale, and none when nothing is made to order", () => {
    const slow = { ...bag(), lead_days: 30 };
    expect(
      claimHoldsFor([bag()], { settings, queue: null }, new Date("2026-06-01T13:00:00Z")),
    ).toBe(true);
    expect(claimHoldsFor([slow], { settings, queue: null }, new Date("2026-06-01T13:00:00Z"))).toBe(
      false,
    );
    const withdrawn = { ...slow, enabled: 0 as const };
    expect(
      claimHoldsFor([withdrawn], { settings, queue: null }, new Date("2026-06-01T13:00:00Z")),
    ).toBe(true);
  });

  it("words the claim with or without the 21 days", () => {
    expect(deliveryClaimCopy(true).line).toMatch(/under 21 days/);
    for (const words of Object.values(deliveryClaimCopy(false))) {
      expect(words).not.toMatch(/21/);
    }
  });
});

describe("the expected date of an order", () => {
  const placedAt = new Date("2026-12-01T14:00:00Z"); // 9 am in New York
  const base = {
    placedAt,
    leadDays: 6,
    units: 1,
    readyToWear: false,
    queueAhead: null,
    settings,
  };

  it("is the promise while the order runs to plan", () => {
    expect(expectedDeliveryOn({ ...base, progress: { stage: "received" }, now: placedAt })).toBe(
      "2026-12-11",
    );
  });

  it("moves when the atelier starts late, ships, or delivers", () => {
    const now = new Date("2026-12-07T14:00:00Z");
    expect(
      expectedDeliveryOn({
        ...base,
        progress: { stage: "in_atelier", since: new Date("2026-12-04T15:00:00Z") },
        now,
      }),
    ).toBe("2026-12-16");
    expect(
      expectedDeliveryOn({
        ...base,
        progress: { stage: "shipped", since: new Date("2026-12-08T15:00:00Z") },
        now,
      }),
    ).toBe("2026-12-10");
    expect(
      expectedDeliveryOn({
        ...base,
        progress: { stage: "delivered", since: new Date("2026-12-10T20:00:00Z") },
        now,
      }),
    ).toBe("2026-12-10");
    expect(expectedDeliveryOn({ ...base, progress: { stage: "cancelled" }, now })).toBeNull();
  });

  it("is never before the studio could still deliver an open order", () => {
    const now = new Date("2026-12-15T14:00:00Z");
    expect(expectedDeliveryOn({ ...base, progress: { stage: "received" }, now })).toBe(
      "2026-12-17",
    );
  });
});
