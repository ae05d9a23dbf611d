import * as pg from "drizzle-orm/pg-core";
import { cents, createdAt } from "./columns";

/**
 * What the built-in payment provider has captured, by idempotency key: its side of the books,
 * as a real provider's dashboard would be. Reconciliation asks it about orders a crash left
 * half-placed.
 */
export const localPaymentLedger = pg.pgTable("local_payment_ledger", {
  idempotencyKey: pg.text("idempotency_key").primaryKey(),
  reference: pg.text("reference").notNull(),
  amount: cents("amount").notNull(),
  createdAt: createdAt(),
});
