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

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let day = addCalendarDays(date, 1);
  while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
  return day;
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

/** The atelier's clock at an instant. */
export function atelierClock(instant: Date): AtelierClock {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
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
