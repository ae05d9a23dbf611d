import "server-only";
import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { CART_MESSAGES } from "../cart/errors";
import type { LoadedCart } from "../cart/loaded-cart";
import { PROMO_MESSAGES } from "../promo/rules";
import { products, promoCodeRedemptions, promoCodes } from "../db/schema";
import type { Tx } from "../db/types";

type StockLine = Extract<LoadedCart["lines"][number], { kind: "product" }>;

/**
 * The cart's lines of counted stock, in the order their rows are locked: by product id, the
 * same for every transaction. Two orders taking the same two pieces in the cart's own orders
 * (one bag [A, B], the other [B, A]) would otherwise each hold one row and wait for the other:
 * a deadlock PostgreSQL breaks by failing one of them after a second.
 */
export function stockLinesInLockOrder(lines: LoadedCart["lines"]): StockLine[] {
  return lines
    .filter((line): line is StockLine => line.kind === "product" && line.product.stock !== null)
    .sort((a, b) => (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0));
}

/**
 * Takes the units off the shelf inside the placing transaction. The conditional update is the
 * lock: of twenty shoppers racing for the last three, exactly three updates match a row.
 */
export async function reserveStock(tx: Tx, cart: LoadedCart): Promise<void> {
  for (const line of stockLinesInLockOrder(cart.lines)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.item.quantity}` })
      .where(
        and(
          eq(products.id, line.product.id),
          isNotNull(products.stock),
          gte(products.stock, line.item.quantity),
        ),
      )
      .returning({ stock: products.stock });
    const [left] = taken;
    if (!left) {
      throw DomainError.validation(
        { stock: [`${line.product.label}: ${CART_MESSAGES.soldOut}`] },
        `${line.product.label}: ${CART_MESSAGES.soldOut}`,
      );
    }
    // The cart shows the stock as it is now, as a cart read after the order would.
    line.product.stock = left.stock;
  }
}

/** Gives the units back when the payment fails after they were taken. */
export async function releaseStock(tx: Tx, cart: LoadedCart): Promise<void> {
  for (const line of stockLinesInLockOrder(cart.lines)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.item.quantity}` })
      .where(and(eq(products.id, line.product.id), isNotNull(products.stock)));
  }
}

/** Counts the promo use; a single-use code used up meanwhile refuses the order. */
export async function redeemPromo(tx: Tx, cart: LoadedCart, customerId: string | null) {
  if (!cart.promo) return;
  const used = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.id, cart.promo.id),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.timesUsed} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  if (used.length === 0) throw DomainError.validation({ code: [PROMO_MESSAGES.usedUp] });
  await tx
    .insert(promoCodeRedemptions)
    .values({ promoCodeId: cart.promo.id, orderId: cart.order.id, customerId });
}

export async function unredeemPromo(tx: Tx, cart: LoadedCart) {
  if (!cart.promo) return;
  await tx
    .update(promoCodes)
    .set({ timesUsed: sql`greatest(${promoCodes.timesUsed} - 1, 0)` })
    .where(eq(promoCodes.id, cart.promo.id));
  await tx.delete(promoCodeRedemptions).where(eq(promoCodeRedemptions.orderId, cart.order.id));
}
