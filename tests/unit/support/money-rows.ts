import { eq } from "drizzle-orm";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/**
 * What the money tests read back after the code under test ran: an order's row, its payment
 * attempts, and the give-backs recorded against them.
 */
export function moneyRowsOf(db: () => Db) {
  return {
    orderRow: async (id: string) =>
      (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0],
    paymentsOf: (orderId: string) =>
      db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)),
    giveBacksOf: async (orderId: string) =>
      (
        await db()
          .select({ giveBack: schema.paymentGiveBacks })
          .from(schema.paymentGiveBacks)
          .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentGiveBacks.paymentId))
          .where(eq(schema.payments.orderId, orderId))
      ).map((row) => row.giveBack),
  };
}
