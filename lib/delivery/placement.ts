import "server-only";
import { eq } from "drizzle-orm";
import { loadCart } from "../cart/load";
import type { OrderRow } from "../cart/loaded-cart";
import { orders } from "../db/schema";
import type { Tx } from "../db/types";
import { orderDeliveryOn } from "./order-dates";
import { bookQueue } from "./promise";
import { openPlacements, readAtelierSettings } from "./queue";

/**
 * Fixes the promised date on an order being placed, in the transaction that numbers it: the same
 * arithmetic as the date the bag showed, against the queue read fresh (every open order placed
 * before this one). Two orders placed in the same instant may take the same place in the queue;
 * the atelier's capacity is a plan, not a hard limit, so that costs at most a day.
 */
export async function promiseOnPlacement(tx: Tx, row: OrderRow): Promise<OrderRow> {
  const placedAt = row.placedAt ?? new Date();
  const [cart, settings, placements] = await Promise.all([
    loadCart(tx, row),
    readAtelierSettings(tx),
    openPlacements(tx, placedAt, row.id),
  ]);
  const snapshot = { settings, queue: bookQueue(placements, settings.dailyCapacity) };
  const promised = orderDeliveryOn(cart, snapshot, placedAt);
  if (promised === null) return row;
  const [updated] = await tx
    .update(orders)
    .set({ promisedDeliveryOn: promised })
    .where(eq(orders.id, row.id))
    .returning();
  return updated ?? row;
}
