import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { reusedStatement } from "../../db/prepared";
import { localPaymentLedger } from "../../db/schema";

/** The local provider's memory of its captures (a table every app server shares). */
export type LocalLedger = {
  record(idempotencyKey: string, reference: string, amount: number): Promise<void>;
  find(idempotencyKey: string): Promise<{ reference: string } | null>;
};

/** Written on every local capture: built once (lib/db/prepared.ts). */
const capture = reusedStatement("local_ledger_capture", (reader) =>
  reader
    .insert(localPaymentLedger)
    .values({
      idempotencyKey: sql.placeholder("idempotencyKey"),
      reference: sql.placeholder("reference"),
      amount: sql.placeholder("amount"),
    })
    .onConflictDoNothing(),
);

export const databaseLedger = (): LocalLedger => ({
  async record(idempotencyKey, reference, amount) {
    await capture(await db()).execute({ idempotencyKey, reference, amount });
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
