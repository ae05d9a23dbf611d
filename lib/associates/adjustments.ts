import "server-only";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../errors/index";
import { discountsOf } from "../cart/associate-display";
import { keepBindingAlive, spendFreshPin } from "./binding";
import { formatPrice } from "../money";
import { kioskSettings, maxDiscountFor } from "../retail/kiosk";
import { orderAdjustments } from "../db/schema/index";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import { CART_MESSAGES } from "../cart/errors";
import { changeCart, type CartActor } from "../cart/service";
import { assertEnrolledKiosk, type KioskDevice } from "../kiosks/devices";

/** A kiosk store, and (issue 25) a browser enrolled as one of its kiosks. */
function assertKiosk(actor: CartActor, kiosk: KioskDevice | null) {
  if (!showsSection(actor.store, "addAdjustment")) {
    throw DomainError.validation({ order_id: [CART_MESSAGES.adjustmentsOff] });
  }
  assertEnrolledKiosk(kiosk);
}

/**
 * Spec 6/7: the department-store associate adds an adjustment on the cart (a goodwill discount,
 * an alteration). Only in stores showing "add-adjustment"; the total never goes below zero.
 * Each one needs the associate's PIN entered for it (issue 23, ./binding.ts).
 */
export function addAdjustment(
  db: Db,
  actor: CartActor,
  cartId: string,
  input: { label: string; amount: number },
  kiosk: KioskDevice | null,
) {
  assertKiosk(actor, kiosk);
  const settings = kioskSettings(actor.store);
  return changeCart(db, actor, cartId, async (tx, order) => {
    // A refusal below rolls the spend back with the transaction: the associate corrects the
    // amount without a new PIN.
    const associateId = await spendFreshPin(tx, order, "adjustment");
    const existing = await tx
      .select({ amount: orderAdjustments.amount })
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, order.id));
    const adjusted = existing.reduce((sum, a) => sum + a.amount, 0) + input.amount;
    if (order.itemTotal - order.promoTotal + adjusted < 0) {
      throw DomainError.validation({
        amount: ["An adjustment cannot take the goods below zero."],
      });
    }
    // Only discounts count towards the limit: a surcharge must not make room for more discount.
    const discounts = discountsOf([...existing, input]);
    const limit = settings ? maxDiscountFor(settings, order.itemTotal) : 0;
    if (settings && input.amount < 0 && discounts > limit) {
      const percent = settings.maxDiscountBasisPoints / 100;
      throw DomainError.validation({
        amount: [
          `Discounts on this bag can add up to ${percent}% of the items, ${formatPrice(limit)} at most.`,
        ],
      });
    }
    await tx.insert(orderAdjustments).values({
      orderId: order.id,
      label: input.label,
      amount: input.amount,
      salesAssociateId: associateId,
    });
  });
}

export async function removeAdjustment(
  db: Db,
  actor: CartActor,
  adjustmentId: string,
  kiosk: KioskDevice | null,
) {
  assertKiosk(actor, kiosk);
  const [row] = await db
    .select({ orderId: orderAdjustments.orderId })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.id, adjustmentId))
    .limit(1);
  if (!row) throw DomainError.notFound("Adjustment");
  // The cart lock and the ownership check come with changeCart: someone else's is a 404.
  return changeCart(db, actor, row.orderId, async (tx, order) => {
    await keepBindingAlive(tx, order);
    await tx
      .delete(orderAdjustments)
      .where(and(eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.orderId, order.id)));
  });
}
