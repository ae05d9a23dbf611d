import "server-only";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { checkPassword } from "../auth/password";
import { changeCart, type CartActor } from "../cart/service";
import { takeAttempt, giveBackAttempt, THROTTLE } from "../customers/throttle";
import { orders as ordersTable, retailStores, salesAssociates } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { isKioskStore } from "../retail/kiosk";
import { associateDisplayName } from "../cart/associate-display";
import { ASSOCIATE_MESSAGES } from "./messages";

export type AssociateInput = { user_name: string; order_id: string; pin: string };
export type AssociateView = {
  id: string;
  user_name: string;
  display_name: string;
  store: { name: string; label: string };
};

/**
 * Spec 5/7 POST /public/validateAssociate: the associate of the cart's own store signs in to the
 * cart with their PIN and is bound to it. Attempts count before the PIN is checked (per
 * associate name and per client address, as sign-in does), and every refusal reads the same.
 */
export async function validateAssociate(
  db: Db,
  actor: CartActor,
  input: AssociateInput,
  ip: string,
): Promise<AssociateView> {
  if (!isKioskStore(actor.store)) throw DomainError.forbidden(ASSOCIATE_MESSAGES.notKiosk);
  const keys = [
    { key: `associate:${input.user_name}`, limit: THROTTLE.accountLimit },
    { key: `ip:${ip}`, limit: THROTTLE.ipLimit },
  ];
  const wait = await takeAttempt(db, keys);
  if (wait > 0) {
    throw DomainError.rateLimited(ASSOCIATE_MESSAGES.throttled, wait);
  }
  let view: AssociateView | null = null;
  await changeCart(db, actor, input.order_id, async (tx, order) => {
    const associate = await associateOf(tx, input.user_name, order.retailStoreId);
    const check = await checkPassword(input.pin, associate?.row.pinHash);
    if (!associate || !check.ok) {
      throw DomainError.validation({ pin: [ASSOCIATE_MESSAGES.invalid] });
    }
    await tx
      .update(ordersTable)
      .set({ salesAssociateId: associate.row.id, updatedAt: new Date() })
      .where(eq(ordersTable.id, order.id));
    view = present(associate.row, associate.store);
  });
  await giveBackAttempt(db, keys);
  if (!view) throw new Error("associate not bound");
  return view;
}

async function associateOf(tx: Tx, userName: string, retailStoreId: string) {
  const [row] = await tx
    .select({ row: salesAssociates, store: { name: retailStores.name, label: retailStores.label } })
    .from(salesAssociates)
    .innerJoin(retailStores, eq(retailStores.id, salesAssociates.retailStoreId))
    .where(
      and(
        eq(salesAssociates.userName, userName),
        eq(salesAssociates.retailStoreId, retailStoreId),
        eq(salesAssociates.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

const present = (
  row: typeof salesAssociates.$inferSelect,
  store: { name: string; label: string },
): AssociateView => ({
  id: row.id,
  user_name: row.userName,
  display_name: associateDisplayName(row),
  store,
});

/** Kiosk actions that need the associate signed in to the cart (invoice, receipt, adjustments). */
export function assertAssociate(order: { salesAssociateId: string | null }): string {
  if (!order.salesAssociateId) throw DomainError.forbidden(ASSOCIATE_MESSAGES.required);
  return order.salesAssociateId;
}
