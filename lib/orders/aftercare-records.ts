import "server-only";
import { randomInt } from "node:crypto";
import type { Customer } from "../auth/tokens";
import { customerOrderView } from "../checkout/customer-orders";
import type { Db } from "../db/types";
import { DomainError } from "../errors";

/**
 * What a return and a repair share as aftercare records of one order (issue 38): how their
 * numbers read, whose order they may be asked on, and their history as client care reads it.
 * Their tables, steps and rules stay each their own (return-rules.ts, repair-rules.ts).
 */

/** No 0/O, 1/I/L: a number read aloud at the counter or copied from a label is never misread. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new return's (`RA`) or repair's (`RP`) number: the prefix and eight random characters. */
export function aftercareNumber(prefix: "RA" | "RP"): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}

/** 404 unless the order is this customer's placed order, as the order page answers. */
export async function ownedOrder(db: Db, customer: Customer, orderId: string): Promise<void> {
  const view = await customerOrderView(db, customer, orderId);
  if (!view) throw DomainError.notFound("Order");
}

export type AftercareHistoryEntry = {
  kind: string;
  actor: string;
  note: string | null;
  at: string;
};

/** A record's events (oldest first, as read) as client care's list shows them. */
export const aftercareHistory = (
  events: { kind: string; actor: string; note: string | null; occurredAt: Date }[],
): AftercareHistoryEntry[] =>
  events.map((event) => ({
    kind: event.kind,
    actor: event.actor,
    note: event.note,
    at: event.occurredAt.toISOString(),
  }));
