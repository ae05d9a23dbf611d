import "server-only";
import { eq } from "drizzle-orm";
import { loadCart } from "../cart/load";
import type { LoadedCart, OrderRow } from "../cart/loaded-cart";
import { orders } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { atelierClock, orderDay, type IsoDate } from "../calendar/days";
import { expectedDeliveryOn, type ExpectedInput } from "./expected";
import { madeToOrderWork, orderDeliveryOn } from "./order-dates";
import { bookQueue, madeToOrderPlan, type QueueSnapshot } from "./promise";
import { openPlacements, readAtelierSettings } from "./queue";

/**
 * Fixes the promised date on an order being placed, in the transaction that numbers it: the same
 * arithmetic as the date the bag showed, against the queue read fresh (every open order placed
 * before this one). Two orders placed in the same instant may take the same place in the queue;
 * the atelier's capacity is a plan, not a hard limit, so that costs at most a day.
 */
export async function promiseOnPlacement(tx: Tx, row: OrderRow): Promise<OrderRow> {
  const placedAt = row.placedAt ?? new Date();
  const [cart, snapshot] = await linesAndQueue(tx, row, placedAt);
  const promised = orderDeliveryOn(cart, snapshot, placedAt);
  if (promised === null) return row;
  const [updated] = await tx
    .update(orders)
    .set({ promisedDeliveryOn: promised })
    .where(eq(orders.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * The date promised for `cart` placed at `placedAt` (null: nothing made or sent), for the caller
 * that already holds the order's lines and writes the date with the order number itself.
 */
export async function promisedOnPlacement(
  db: Db,
  cart: Pick<LoadedCart, "lines">,
  orderId: string,
  placedAt: Date,
): Promise<IsoDate | null> {
  // The settings and the queue, read side by side on the pool: one round trip. No transaction:
  // under READ COMMITTED each statement has its own snapshot anyway, and the settings change
  // about never.
  return orderDeliveryOn(cart, await queueBefore(db, placedAt, orderId), placedAt);
}

/** The queue an order placed at `placedAt` joins, read as it stands. */
async function queueBefore(tx: Db | Tx, placedAt: Date, orderId: string): Promise<QueueSnapshot> {
  const [settings, placements] = await Promise.all([
    readAtelierSettings(tx),
    openPlacements(tx, placedAt, orderId),
  ]);
  return { settings, queue: bookQueue(placements, settings.dailyCapacity) };
}

/** What every date of an order is planned from: its lines, and the queue it joined at `placedAt`. */
function linesAndQueue(tx: Db | Tx, order: OrderRow, placedAt: Date) {
  return Promise.all([loadCart(tx, order), queueBefore(tx, placedAt, order.id)]);
}

/**
 * The date an order is now expected, for the timeline beside its promise: recomputed from its
 * lines and the queue of open orders placed before it, moved on by the stage the atelier last
 * reported (`progress`; until stages are recorded, every order is `received`).
 */
export async function expectedDeliveryOfOrder(
  db: Db,
  order: OrderRow,
  progress: ExpectedInput["progress"] = { stage: "received" },
  now = new Date(),
): Promise<IsoDate | null> {
  if (!order.placedAt) return null;
  const [cart, { settings, queue }] = await linesAndQueue(db, order, order.placedAt);
  return expectedDeliveryOn({
    placedAt: order.placedAt,
    ...madeToOrderWork(cart),
    readyToWear: cart.lines.some((line) => line.kind === "product"),
    queueAhead: queue,
    settings,
    progress,
    now,
  });
}

/**
 * The working day the atelier is expected to start cutting the order's made-to-order bags (issue
 * 38: the end of the client's window to change or cancel), from the same plan as its promise: its
 * place in the queue of orders placed before it, and never before the next order day. Null when
 * it holds nothing made to order.
 */
export async function expectedCuttingOfOrder(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<IsoDate | null> {
  if (!order.placedAt) return null;
  const [cart, { settings, queue }] = await linesAndQueue(db, order, order.placedAt);
  const { leadDays, units } = madeToOrderWork(cart);
  if (leadDays === null) return null;
  const plan = madeToOrderPlan({
    clock: atelierClock(order.placedAt),
    leadDays,
    queue,
    settings,
    units,
  });
  const soonest = orderDay(atelierClock(now));
  return plan.startsOn > soonest ? plan.startsOn : soonest;
}
