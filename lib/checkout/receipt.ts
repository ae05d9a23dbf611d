import "server-only";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { assertAssociate } from "../associates/validate";
import { ownedCart } from "../cart/load";
import type { CartActor } from "../cart/service";
import { refreshCart } from "../cart/service";
import { orders, payments } from "../db/schema";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";

/**
 * Spec 7: the department store's receipt number for an invoiced order, entered once the customer
 * has paid at the partner's till. Only in the kiosks, only for the session's own invoiced order;
 * a second entry replaces a mistyped first one.
 */
const RECEIPT_PATTERN = /^[A-Za-z0-9-]{3,40}$/;

export async function submitReceipt(db: Db, actor: CartActor, orderId: string, raw: string) {
  const receipt = raw.trim();
  if (!RECEIPT_PATTERN.test(receipt)) {
    throw DomainError.validation({
      receipt_number: ["Please enter the receipt number as printed."],
    });
  }
  if (showsSection(actor.store, "paymentDetails")) throw DomainError.notFound("Order");
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.status, "placed"), ownedCart(actor.owner, actor.store)),
    )
    .limit(1);
  if (!order) throw DomainError.notFound("Order");
  assertAssociate(order);
  const [updated] = await db
    .update(orders)
    .set({ receiptNumber: receipt, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await db
    .update(payments)
    .set({ status: "captured", providerReference: receipt, updatedAt: new Date() })
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, "invoice")));
  return refreshCart(db, updated ?? order);
}
