import { ATELIER_HOLIDAYS } from "./holidays";

/**
 * The atelier's calendar. Every date here is a New York calendar day written `YYYY-MM-DD`: the
 * studio works on New York time, so a promise made at 11 pm in Los Angeles counts from the next
 * New York day, and the date a client is shown never moves with their device's zone.
 */
export type IsoDate = string;

/** A moment on the atelier's clock: its New York day and minutes since midnight. */
export type AtelierClock = { date: IsoDate; minutes: number };

const ATELIER_TIME_ZONE = "America/New_York";

/**
 * Work is planned once a day: an order placed from 2 pm New York time (or on a day the studio is
 * closed) counts from the next working day.
 */
export const CUTOFF_MINUTES = 14 * 60;

const HOLIDAYS: ReadonlySet<IsoDate> = new Set(ATELIER_HOLIDAYS.map(([date]) => date));
const DAY_MS = 24 * 60 * 60 * 1000;

function utcOf(date: IsoDate): number {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

const isoOf = (utc: number): IsoDate => new Date(utc).toISOString().slice(0, 10);

export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return isoOf(utcOf(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

export function isWorkingDay(date: IsoDate): boolean {
  const weekday = new Date(utcOf(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
}

/**
 * A small map that forgets everything once it holds `limit` entries: the calendar's answers
 * never change, and the days asked about are a few hundred around today.
 */
function memo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

/**
 * Remembered: every promise walks the queue of open orders day by day, and parsing and writing
 * dates for each step cost the placing of an order milliseconds once a few hundred orders wait.
 */
const nextWorkingDayOf = memo(4096, (date) => {
  let day = addCalendarDays(date, 1);
  while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
  return day;
});

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  return nextWorkingDayOf(date);
}

/** `date` itself when the studio works that day, else the next working day. */
export function workingDayFrom(date: IsoDate): IsoDate {
  return isWorkingDay(date) ? date : nextWorkingDay(date);
}

/** The working day `count` working days after `date` (0: `date` itself). */
export function addWorkingDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let i = 0; i < count; i++) day = nextWorkingDay(day);
  return day;
}

/** Working days from `from` to `to`: how many steps of addWorkingDays lead from one to the other. */
export function workingDaysBetween(from: IsoDate, to: IsoDate): number {
  let count = 0;
  for (let day = from; day < to; day = nextWorkingDay(day)) count++;
  return count;
}

const clockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ATELIER_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const HOUR_MS = 60 * 60 * 1000;

/** New York's wall clock at `instant`, as milliseconds of a UTC date with the same reading. */
function wallClockMs(instant: number): number {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
}

/**
 * New York's offset from UTC in the UTC hour starting at `hourStart`. It changes only on a UTC
 * hour (daylight saving begins and ends at 2 am New York time, 7 am or 6 am UTC), so one reading
 * of the zone serves the whole hour: the queue reads one clock per open order, and the zone's
 * formatter costs far more than this arithmetic.
 */
const offsetOfHour = memo(4096, (hourStart) => wallClockMs(Number(hourStart)) - Number(hourStart));

const MINUTE_MS = 60 * 1000;

/**
 * The clock of each minute, remembered: every promise reads the clock of every open order, the
 * same few hundred instants order after order. New York's offset is whole hours, so a minute's
 * clock is the clock of every instant in it.
 */
const clockOfMinute = memo(4096, (minute): AtelierClock => {
  const at = Number(minute) * MINUTE_MS;
  const hourStart = Math.floor(at / HOUR_MS) * HOUR_MS;
  const wall = new Date(at + offsetOfHour(String(hourStart)));
  return Object.freeze({
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  });
});

/** The atelier's clock at an instant. */
export function atelierClock(instant: Date): AtelierClock {
  return clockOfMinute(String(Math.floor(instant.getTime() / MINUTE_MS)));
}

/** The working day an order placed at this moment is planned from (the cut-off applied). */
export function orderDay(clock: AtelierClock): IsoDate {
  if (isWorkingDay(clock.date) && clock.minutes < CUTOFF_MINUTES) return clock.date;
  return nextWorkingDay(clock.date);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** "Tue 15 Dec": the one way a promised date is written, on every page and in mail. */
export function formatDeliveryDate(date: IsoDate): string {
  const at = new Date(utcOf(date));
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}
