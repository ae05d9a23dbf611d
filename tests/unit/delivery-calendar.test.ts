import {
  addWorkingDays,
  atelierClock,
  formatDeliveryDate,
  isWorkingDay,
  nextWorkingDay,
  orderDay,
  workingDaysBetween,
} from "@/lib/calendar/days";
import { ATELIER_HOLIDAYS, HOLIDAYS_KNOWN_THROUGH } from "@/lib/calendar/holidays";

describe("the atelier's calendar", () => {
  it("skips weekends", () => {
    // Fri 4 Dec 2026 + 1 working day is Mon 7 Dec.
    expect(nextWorkingDay("2026-12-04")).toBe("2026-12-07");
    expect(addWorkingDays("2026-12-03", 2)).toBe("2026-12-07");
    expect(isWorkingDay("2026-12-05")).toBe(false);
    expect(isWorkingDay("2026-12-06")).toBe(false);
    expect(isWorkingDay("2026-12-07")).toBe(true);
  });

  it("skips holidays from the list, Thanksgiving and the Friday after", () => {
    // Wed 25 Nov 2026: Thu 26 and Fri 27 are closed, then the weekend.
    expect(nextWorkingDay("2026-11-25")).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-24", 2)).toBe("2026-11-30");
  });

  it("skips a holiday kept on a Friday (Independence Day 2026 falls on a Saturday)", () => {
    expect(isWorkingDay("2026-07-03")).toBe(false);
    expect(nextWorkingDay("2026-07-02")).toBe("2026-07-06");
  });

  it("skips a holiday on a Monday (Labor Day 2026)", () => {
    expect(nextWorkingDay("2026-09-04")).toBe("2026-09-08");
    expect(workingDaysBetween("2026-09-04", "2026-09-08")).toBe(1);
  });

  it("crosses the year end over Christmas and New Year's Day", () => {
    // Thu 24 Dec 2026: Fri 25 closed, weekend, Mon 28 – Thu 31, Fri 1 Jan closed, Mon 4 Jan.
    expect(addWorkingDays("2026-12-24", 1)).toBe("2026-12-28");
    expect(addWorkingDays("2026-12-24", 5)).toBe("2027-01-04");
    // New Year's Day 2028 is a Saturday, kept on Fri 31 Dec 2027.
    expect(nextWorkingDay("2027-12-30")).toBe("2028-01-03");
  });

  it("counts working days as addWorkingDays steps them", () => {
    for (const [from, count] of [
      ["2026-11-20", 7],
      ["2026-12-18", 12],
      ["2027-06-14", 9],
    ] as const) {
      expect(workingDaysBetween(from, addWorkingDays(from, count))).toBe(count);
    }
  });

  it("reads the clock in New York, whatever the server's zone", () => {
    // 03:30 UTC on 1 Dec is 10:30 pm on 30 Nov in New York (EST, UTC-5).
    expect(atelierClock(new Date("2026-12-01T03:30:00Z"))).toEqual({
      date: "2026-11-30",
      minutes: 22 * 60 + 30,
    });
    // In summer New York is UTC-4.
    expect(atelierClock(new Date("2026-07-15T17:59:00Z"))).toEqual({
      date: "2026-07-15",
      minutes: 13 * 60 + 59,
    });
  });

  it("reads the same clock as the zone's own formatter through both daylight-saving changes", () => {
    const zone = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const reference = (instant: Date) => {
      const p = Object.fromEntries(zone.formatToParts(instant).map((x) => [x.type, x.value]));
      return {
        date: `${p.year}-${p.month}-${p.day}`,
        minutes: Number(p.hour) * 60 + Number(p.minute),
      };
    };
    // Every 7 minutes and 13 seconds over the days the clocks go forward and back (8 March and
    // 1 November 2026), so instants on both sides of each change are read.
    const days = [Date.UTC(2026, 2, 7, 12), Date.UTC(2026, 9, 31, 12)];
    for (const start of days) {
      for (let at = start; at < start + 36 * 3_600_000; at += 433_000) {
        expect(atelierClock(new Date(at))).toEqual(reference(new Date(at)));
      }
    }
  });

  it("plans an order from the same day before the 2 pm cut-off and from the next after it", () => {
    expect(orderDay({ date: "2026-12-01", minutes: 13 * 60 + 59 })).toBe("2026-12-01");
    expect(orderDay({ date: "2026-12-01", minutes: 14 * 60 })).toBe("2026-12-02");
    // Friday after the cut-off, and Saturday morning, both count from Monday.
    expect(orderDay({ date: "2026-12-04", minutes: 15 * 60 })).toBe("2026-12-07");
    expect(orderDay({ date: "2026-12-05", minutes: 9 * 60 })).toBe("2026-12-07");
    // A holiday morning counts from the next working day.
    expect(orderDay({ date: "2026-12-25", minutes: 9 * 60 })).toBe("2026-12-28");
  });

  it('writes a date as "Tue 15 Dec"', () => {
    expect(formatDeliveryDate("2026-12-15")).toBe("Tue 15 Dec");
    expect(formatDeliveryDate("2027-01-04")).toBe("Mon 4 Jan");
  });

  it("keeps a holiday list of weekdays, ten a year, through its last year", () => {
    for (const [date] of ATELIER_HOLIDAYS) {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      expect([date, weekday === 0 || weekday === 6]).toEqual([date, false]);
    }
    // New Year's Day 2028 is kept on 31 Dec 2027: 2027 lists eleven, 2028 nine.
    const perYear = new Map<number, number>();
    for (const [date] of ATELIER_HOLIDAYS) {
      const year = Number(date.slice(0, 4));
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
    }
    expect(Math.max(...perYear.keys())).toBe(HOLIDAYS_KNOWN_THROUGH);
    expect((perYear.get(2027) ?? 0) + (perYear.get(2028) ?? 0)).toBe(20);
    expect(perYear.get(2026)).toBe(10);
  });
});
