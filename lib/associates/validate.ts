import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { DomainError } from "../errors";
import { checkPassword } from "../auth/password";
import { ownedCart } from "../cart/load";
import type { CartActor } from "../cart/service";
import { orders as ordersTable, retailStores, salesAssociates } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { isKioskStore } from "../retail/kiosk";
import type { RetailStoreSlug } from "../retail/stores";
import { associateDisplayName } from "../cart/associate-display";
import { ASSOCIATE_MESSAGES } from "./messages";
import { countAssociateAttempt, giveBackAssociateAttempt } from "./pin-throttle";
import { assertEnrolledKiosk, type KioskDevice } from "../kiosks/devices";

export type AssociateInput = { user_name: string; order_id: string; pin: string };
export type AssociateView = {
  id: string;
  user_name: string;
  display_name: string;
  store: { name: string; label: string };
};

/**
 * The order a PIN is entered on: this browser's own cart, or its placed (invoiced) order, whose
 * receipt number needs a fresh PIN too. Anything else is the same 404, before any attempt counts.
 */
async function findOrder(db: Db | Tx, actor: CartActor, orderId: string, lock: boolean) {
  const query = db
    .select()
    .from(ordersTable)
    .where(
      and(
        eq(ordersTable.id, orderId),
        inArray(ordersTable.status, ["cart", "placed"]),
        ownedCart(actor.owner, actor.store),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw DomainError.notFound("Order");
  return row;
}

/**
 * Spec 5/7 POST /public/validateAssociate: the associate of the order's own store enters their
 * PIN on this browser's cart (or its invoiced order) and is bound to it for 15 minutes, with one
 * fresh PIN for one money action (./binding.ts). Only from an enrolled kiosk of the store
 * (issue 25): every other browser gets one 403 before a name or an order is looked at. The order
 * is looked up next, so a made-up id counts nowhere; failures then count against the kiosk
 * before the associate (./pin-throttle.ts); every refusal reads the same.
 */
export async function validateAssociate(
  db: Db,
  actor: CartActor,
  input: AssociateInput,
  kiosk: KioskDevice | null,
): Promise<AssociateView> {
  if (!isKioskStore(actor.store)) throw DomainError.forbidden(ASSOCIATE_MESSAGES.notKiosk);
  assertEnrolledKiosk(kiosk);
  const guesser = { device: kiosk.id };
  await findOrder(db, actor, input.order_id, false);
  await countAssociateAttempt(db, guesser, input.user_name);
  const view = await db.transaction(async (tx) => {
    // Again under the lock: the cart may have been placed or emptied since.
    const order = await findOrder(tx, actor, input.order_id, true);
    const associate = await associateOf(tx, input.user_name, order.retailStoreId);
    const check = await checkPassword(input.pin, associate?.row.pinHash);
    // On a placed order the PIN confirms the associate who served it; nobody takes it over.
    const served = order.status === "cart" || associate?.row.id === order.salesAssociateId;
    if (!associate || !check.ok || !served) {
      throw DomainError.validation({ pin: [ASSOCIATE_MESSAGES.invalid] });
    }
    const now = new Date();
    await tx
      .update(ordersTable)
      .set({
        salesAssociateId: associate.row.id,
        associatePinAt: now,
        associateActiveAt: now,
        updatedAt: now,
      })
      .where(eq(ordersTable.id, order.id));
    return present(associate.row, associate.store);
  });
  await giveBackAssociateAttempt(db, guesser, input.user_name);
  return view;
}

/**
 * Issue 38: the associate at an enrolled kiosk of this store who enters their PIN for one counter
 * action on a placed order of the store (a client's return): no cart is bound, the PIN is asked
 * with the action. Attempts count against the kiosk and the name as validateAssociate's do, and
 * every refusal reads the same.
 */
export async function associateByPin(
  db: Db,
  input: { store: RetailStoreSlug; retailStoreId: string; userName: string; pin: string },
  kiosk: KioskDevice | null,
): Promise<AssociateView> {
  if (!isKioskStore(input.store)) throw DomainError.forbidden(ASSOCIATE_MESSAGES.notKiosk);
  assertEnrolledKiosk(kiosk);
  const guesser = { device: kiosk.id };
  await countAssociateAttempt(db, guesser, input.userName);
  const associate = await associateOf(db, input.userName, input.retailStoreId);
  const check = await checkPassword(input.pin, associate?.row.pinHash);
  if (!associate || !check.ok) throw DomainError.validation({ pin: [ASSOCIATE_MESSAGES.invalid] });
  await giveBackAssociateAttempt(db, guesser, input.userName);
  return present(associate.row, associate.store);
}

async function associateOf(tx: Db | Tx, userName: string, retailStoreId: string) {
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
