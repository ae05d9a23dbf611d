import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { spendFreshPin } from "../associates/binding";
import { ownedCart } from "../cart/load";
import type { CartActor } from "../cart/service";
import { refreshCart } from "../cart/service";
import { orders, payments } from "../db/schema";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import { checkReceiptNumber, RECEIPT_MESSAGES } from "./receipt-rule";
import { assertEnrolledKiosk, type KioskDevice } from "../kiosks/devices";

/**
 * Spec 7: the department store's receipt number for an invoiced order, entered once the customer
 * has paid at the partner's till; it marks the invoice captured. Only in the kiosks, only for the
 * session's own invoiced order, from an enrolled kiosk (issue 25) with a fresh associate PIN
 * (issue 23), and one receipt number captures one order. A second entry replaces a mistyped
 * first one (with a PIN of its own).
 */
export async function submitReceipt(
  db: Db,
  actor: CartActor,
  orderId: string,
  raw: string,
  kiosk: KioskDevice | null,
) {
  const receipt = checkReceiptNumber(raw);
  if (showsSection(actor.store, "paymentDetails")) throw DomainError.notFound("Order");
  assertEnrolledKiosk(kiosk);
  return db.transaction(async (tx) => {
    // Two orders saving the same number at once: the second waits here and then sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt:${receipt}`}))`);
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, "placed"),
          ownedCart(actor.owner, actor.store),
          invoiced(orderId),
        ),
      )
      .limit(1)
      .for("update");
    if (!order) throw DomainError.notFound("Order");
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(sql`upper(${orders.receiptNumber}) = ${receipt}`, ne(orders.id, order.id)))
      .limit(1);
    if (taken) {
      throw new DomainError("invalid", RECEIPT_MESSAGES.used, {
        code: "receipt_number_used",
        errors: { receipt_number: [RECEIPT_MESSAGES.used] },
      });
    }
    await spendFreshPin(tx, order, "receipt");
    const [updated] = await tx
      .update(orders)
      .set({ receiptNumber: receipt, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .update(payments)
      .set({ status: "captured", providerReference: receipt, updatedAt: new Date() })
      .where(and(eq(payments.orderId, order.id), eq(payments.provider, "invoice")));
    return refreshCart(tx, updated ?? order);
  });
}

/** Only an order invoiced to the till has a till receipt. */
const invoiced = (orderId: string) =>
  sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orderId} and ${payments.provider} = 'invoice')`;
