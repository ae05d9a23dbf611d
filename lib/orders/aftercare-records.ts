import "server-only";
import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Customer } from "../auth/tokens";
import { customerOrderView } from "../checkout/customer-orders";
import { orderItems } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { DomainError } from "../errors";
import { pieceKind, type PieceKind } from "./return-rules";

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

/** A record as client care's list shows it: its view, the store its order was sold in, its history. */
export type ClientCareRow<View> = View & { store: string; history: AftercareHistoryEntry[] };

/** Who acted on a record, when, and their note: one row of its history. */
export type AftercareAct = {
  actor: string;
  note?: string | null;
  at: Date;
  partnerId?: string | null;
};

/**
 * A history row's columns beside its record and its kind (lib/db/schema/aftercare-events.ts), as
 * every aftercare record writes them.
 */
export const aftercareEventValues = (orderId: string, act: AftercareAct) => ({
  orderId,
  note: act.note ?? null,
  actor: act.actor,
  partnerTokenId: act.partnerId ?? null,
  occurredAt: act.at,
});

/** A history reads in the order things happened; two at one moment, in the order written. */
export const historyOrder = (events: { occurredAt: PgColumn; createdAt: PgColumn }) => [
  asc(events.occurredAt),
  asc(events.createdAt),
];

/** What the aftercare rules read of a product: its name, its SKU, and whether stock is counted. */
const pieceColumns = {
  columns: { label: true, sku: true, stock: true },
  with: { category: { columns: { name: true } } },
} as const;

export type OrderPiece = {
  orderItemId: string;
  itemType: (typeof orderItems.$inferSelect)["itemType"];
  quantity: number;
  unitPrice: number;
  /** The stock piece sold on the line; null for a made-to-order bag or a gift card. */
  product: { id: string; label: string; sku: string | null } | null;
  /** The bag itself: the stock piece, or the product a made-to-order bag was designed on. */
  pieceLabel: string | null;
  kind: PieceKind;
};

/**
 * An order's lines as returns and repairs judge them, in the order they were added: each with
 * its piece (its own product, or for a made-to-order bag the product it was designed on) and
 * the piece's kind (return-rules.ts).
 */
export async function orderPieces(db: Db | Tx, orderId: string): Promise<OrderPiece[]> {
  const lines = await db.query.orderItems.findMany({
    columns: { id: true, itemType: true, quantity: true, unitPrice: true, productId: true },
    where: eq(orderItems.orderId, orderId),
    orderBy: asc(orderItems.createdAt),
    with: {
      product: pieceColumns,
      configuredProduct: { columns: { id: true }, with: { product: pieceColumns } },
    },
  });
  return lines.map((line) => {
    const piece = line.product ?? line.configuredProduct?.product ?? null;
    return {
      orderItemId: line.id,
      itemType: line.itemType,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      product:
        line.product && line.productId
          ? { id: line.productId, label: line.product.label, sku: line.product.sku }
          : null,
      pieceLabel: piece?.label ?? null,
      kind: pieceKind({
        itemType: line.itemType,
        category: piece?.category?.name ?? null,
        stocked: piece !== null && piece.stock !== null,
      }),
    };
  });
}
