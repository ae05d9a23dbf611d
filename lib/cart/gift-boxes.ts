import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { DomainError } from "../errors";
import { imagePath } from "../catalogue/image-url";
import { giftBoxes, orderGiftBoxes, orderItems } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { CART_MESSAGES } from "./errors";
import { changeCart, type CartActor } from "./service";

export async function listGiftBoxes(db: Db) {
  const rows = await db
    .select()
    .from(giftBoxes)
    .where(eq(giftBoxes.enabled, true))
    .orderBy(asc(giftBoxes.price));
  return rows.map((box) => ({
    id: box.id,
    name: box.name,
    label: box.label,
    description: box.description,
    price: box.price,
    image_url: imagePath(box.imageFileName, "svg"),
  }));
}

async function enabledBox(tx: Tx, id: string) {
  const [box] = await tx
    .select()
    .from(giftBoxes)
    .where(and(eq(giftBoxes.id, id), eq(giftBoxes.enabled, true)))
    .limit(1);
  if (!box) throw DomainError.validation({ gift_box_id: [CART_MESSAGES.boxMissing] });
  return box;
}

/**
 * One box per wrapped thing: choosing a box for the whole order (or for a line) replaces the
 * box chosen before for it. The box's price is copied from the catalogue, never from the client.
 */
export function chooseGiftBox(
  db: Db,
  actor: CartActor,
  cartId: string,
  choice: { giftBoxId: string; orderItemId?: string | null; message?: string | null },
) {
  return changeCart(db, actor, cartId, async (tx, order) => {
    const box = await enabledBox(tx, choice.giftBoxId);
    const itemId = choice.orderItemId ?? null;
    if (itemId) {
      const [item] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id)))
        .limit(1);
      if (!item) throw DomainError.validation({ order_item_id: [CART_MESSAGES.itemMissing] });
    }
    await tx
      .delete(orderGiftBoxes)
      .where(
        and(
          eq(orderGiftBoxes.orderId, order.id),
          itemId ? eq(orderGiftBoxes.orderItemId, itemId) : isNull(orderGiftBoxes.orderItemId),
        ),
      );
    await tx.insert(orderGiftBoxes).values({
      orderId: order.id,
      giftBoxId: box.id,
      orderItemId: itemId,
      message: choice.message ?? null,
      price: box.price,
    });
  });
}

export function removeGiftBox(db: Db, actor: CartActor, cartId: string, id: string) {
  return changeCart(db, actor, cartId, async (tx, order) => {
    const removed = await tx
      .delete(orderGiftBoxes)
      .where(and(eq(orderGiftBoxes.id, id), eq(orderGiftBoxes.orderId, order.id)))
      .returning({ id: orderGiftBoxes.id });
    if (removed.length === 0) throw DomainError.notFound("Gift box");
  });
}
