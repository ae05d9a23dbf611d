import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { DomainError } from "../errors";
import { ownedCart } from "../cart/load";
import type { CartActor } from "../cart/service";
import { orders } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { bindingState, type BindingTimes } from "./binding-rule";
import { ASSOCIATE_CODES, ASSOCIATE_MESSAGES } from "./messages";
import { assertEnrolledKiosk, type KioskDevice } from "../kiosks/devices";

type Bound = BindingTimes & { id: string };

const pinAgain = (message: string) => DomainError.forbidden(message, ASSOCIATE_CODES.pinRequired);

function assertBound(order: Bound): string {
  if (!order.salesAssociateId) {
    throw DomainError.forbidden(ASSOCIATE_MESSAGES.required, ASSOCIATE_CODES.required);
  }
  return order.salesAssociateId;
}

/**
 * Associate actions that move no money by themselves (removing an adjustment, placing the
 * invoice order): the binding must still be live, and the action keeps it alive. Call under the
 * order's row lock.
 */
export async function keepBindingAlive(tx: Tx, order: Bound, now = new Date()): Promise<string> {
  const associateId = assertBound(order);
  if (bindingState(order, now) === "ended") throw pinAgain(ASSOCIATE_MESSAGES.ended);
  await tx.update(orders).set({ associateActiveAt: now }).where(eq(orders.id, order.id));
  return associateId;
}

/**
 * Money actions (an adjustment, a receipt number): each needs a PIN entered on this order within
 * 15 minutes that no other money action has used, and spends it, so the next one asks again.
 * Call under the order's row lock, so two parallel actions cannot share one PIN.
 */
export async function spendFreshPin(
  tx: Tx,
  order: Bound,
  action: "adjustment" | "receipt",
  now = new Date(),
): Promise<string> {
  const associateId = assertBound(order);
  if (bindingState(order, now) !== "fresh") {
    throw pinAgain(
      action === "adjustment" ? ASSOCIATE_MESSAGES.adjustmentPin : ASSOCIATE_MESSAGES.receiptPin,
    );
  }
  await tx
    .update(orders)
    .set({ associatePinAt: null, associateActiveAt: now })
    .where(eq(orders.id, order.id));
  return associateId;
}

/**
 * The kiosk starts over (idle reset): every binding on this browser's orders in this store ends
 * now. Who served stays recorded (`sales_associate_id`); only the right to act is gone. Only an
 * enrolled kiosk signs associates in, so only one signs them out.
 */
export async function endBindings(
  db: Db,
  actor: CartActor,
  kiosk: KioskDevice | null,
): Promise<number> {
  assertEnrolledKiosk(kiosk);
  const ended = await db
    .update(orders)
    .set({ associatePinAt: null, associateActiveAt: null })
    .where(and(ownedCart(actor.owner, actor.store), isNotNull(orders.associateActiveAt)))
    .returning({ id: orders.id });
  return ended.length;
}
