import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../../db/client";
import { localPaymentLedger } from "../../db/schema";

/** The local provider's memory of its captures (a table every app server shares). */
export type LocalLedger = {
  record(idempotencyKey: string, reference: string, amount: number): Promise<void>;
  find(idempotencyKey: string): Promise<{ reference: string } | null>;
};

export const databaseLedger = (): LocalLedger => ({
  async record(idempotencyKey, reference, amount) {
    await (
      await db()
    )
      .insert(localPaymentLedger)
      .values({ idempotencyKey, reference, amount })
      .onConflictDoNothing();
  },
  async find(idempotencyKey) {
    const [row] = await (
      await db()
    )
      .select({ reference: localPaymentLedger.reference })
      .from(localPaymentLedger)
      .where(eq(localPaymentLedger.idempotencyKey, idempotencyKey));
    return row ?? null;
  },
});
