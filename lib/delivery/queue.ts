import "server-only";
import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { atelierSettings, orderItems, orders } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { placeholderAs, reusedStatement } from "../db/prepared";
import { atelierClock } from "../calendar/days";
import {
  bookQueue,
  DEFAULT_ATELIER_SETTINGS,
  type AtelierSettings,
  type Placement,
  type QueueSnapshot,
} from "./promise";

type Reader = Db | Tx;

/** Orders this old have left the queue whatever it held (60 days is four times the promise). */
const QUEUE_WINDOW_DAYS = 60;
const OPEN = ["placed", "paid"] as const;

/** Read with every promised date: built once (lib/db/prepared.ts), as the queue below. */
const settingsRow = reusedStatement("atelier_settings", (db) =>
  db.select().from(atelierSettings).limit(1),
);

export async function readAtelierSettings(db: Reader): Promise<AtelierSettings> {
  const [row] = await settingsRow(db).execute();
  return row
    ? {
        dailyCapacity: row.dailyCapacity,
        transitDays: row.transitDays,
        stockDispatchDays: row.stockDispatchDays,
      }
    : DEFAULT_ATELIER_SETTINGS;
}

/**
 * Open made-to-order orders placed before `before`, as their bag count per hour they were placed
 * in (the booking sorts them). Cancelled, refunded and unpaid carts are not in the queue, nor are
 * orders the studio has started (past `received`).
 *
 * Per UTC hour rather than per order, so a read costs what the hours with open orders cost, not
 * what the orders do (a burst of orders is one row). It books the same: New York's offset is
 * whole hours and the cut-off is on the hour, so every order of one UTC hour has the same order
 * day, and orders of the same order day take places in any order alike.
 */
export async function openPlacements(
  db: Reader,
  before: Date,
  exceptOrderId?: string,
): Promise<Placement[]> {
  const since = new Date(before.getTime() - QUEUE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = exceptOrderId
    ? await placementsExcept(db).execute({ since, before, except: exceptOrderId })
    : await placementsAll(db).execute({ since, before });
  return rows.map((row) => ({ clock: atelierClock(row.hour), units: Number(row.units) }));
}

function placements(db: Reader, except: boolean) {
  // The three-argument form: the session's time zone (a server's setting) never moves the hour.
  const hour = sql<Date>`date_trunc('hour', ${orders.placedAt}, 'UTC')`.mapWith(orders.placedAt);
  return db
    .select({
      hour,
      units: sql<number>`cast(sum(${orderItems.quantity}) as integer)`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, OPEN),
        // Encoded as the column encodes a Date (a bare placeholder would send it unencoded).
        gte(orders.placedAt, placeholderAs("since", orders.placedAt)),
        lt(orders.placedAt, placeholderAs("before", orders.placedAt)),
        eq(orderItems.itemType, "configured_product"),
        // Started in the studio: no longer waiting for a place in it.
        eq(orders.productionStage, "received"),
        except ? ne(orders.id, sql.placeholder("except")) : undefined,
      ),
    )
    .groupBy(hour);
}

const placementsAll = reusedStatement("queue_placements", (db) => placements(db, false));
const placementsExcept = reusedStatement("queue_placements_except", (db) => placements(db, true));

/** The queue as it stands, read now (placement reads it inside its own transaction). */
export async function readQueue(db: Reader, now: Date): Promise<QueueSnapshot> {
  const [settings, placements] = await Promise.all([
    readAtelierSettings(db),
    openPlacements(db, now),
  ]);
  return { settings, queue: bookQueue(placements, settings.dailyCapacity) };
}

/**
 * Dates asked for as a shopper designs would read the queue on every change; they read this
 * process's copy, at most QUEUE_TTL_MS old (an order placed here drops it at once). Servers do not
 * share it: a date another server shows may miss the orders of the last half minute, which moves
 * a date by a day at the most, and the date stored on an order is always read fresh.
 */
const QUEUE_TTL_MS = 30_000;
const KEY = Symbol.for("atelier.deliveryQueue");
const store = globalThis as { [KEY]?: { at: number; value: Promise<QueueSnapshot> } };

export function cachedQueue(db: Db, now = new Date()): Promise<QueueSnapshot> {
  const hit = store[KEY];
  if (hit && now.getTime() - hit.at < QUEUE_TTL_MS && now.getTime() >= hit.at) return hit.value;
  const value = readQueue(db, now);
  store[KEY] = { at: now.getTime(), value };
  value.catch(() => {
    if (store[KEY]?.value === value) delete store[KEY];
  });
  return value;
}

/** After an order is placed on this server, the next date asked for reads the queue again. */
export function forgetCachedQueue(): void {
  delete store[KEY];
}
