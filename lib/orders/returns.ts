import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Customer } from "../auth/tokens";
import { customerOrderView } from "../checkout/customer-orders";
import { attemptGiveBack, recordGiveBack, retryGiveBack } from "../checkout/give-back";
import {
  customerAddresses,
  geoCountries,
  orderItems,
  orderReturnEvents,
  orderReturnLines,
  orderReturns,
  orderStageEvents,
  orders,
  paymentGiveBacks,
  payments,
  products,
  retailStores,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { DomainError } from "../errors";
import { queueMail } from "../mail/outbox";
import { claimIdempotencyKey, rememberAnswer, type IdempotencyRef } from "../partners/idempotency";
import { PAYMENT_METHODS } from "../payments/types";
import { returnPolicy } from "../retail/returns";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";
import { returnMail } from "./return-mail";
import {
  lineEligibility,
  returnSteps,
  type PieceKind,
  type ReturnContext,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
  type ReturnStep,
} from "./return-rules";
import { orderOwner } from "./production";
import {
  aftercareEventValues,
  aftercareHistory,
  aftercareNumber,
  historyOrder,
  orderPieces,
  ownedOrder,
  type AftercareAct,
  type ClientCareRow,
} from "./aftercare-records";
import { trackingUrl, type Carrier } from "./stages";

/**
 * Issue 38: returns and exchanges of stock pieces. Every change locks the order's row first (as
 * the stages and the cancellation do), so two submissions of one form, or a request and the
 * warehouse's report, never cross; the step, its history, its mail and the partner's
 * Idempotency-Key are one transaction. Refunds are recorded as give-backs in that transaction
 * (lib/checkout/give-back.ts) and tried after it, so reconciliation retries a refused one.
 */

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;

/** The give-backs of a return carry this reason, with the return's number. */
const refundReason = (number: string) => `order_returned:${number}`;

const isMethod = (value: string) => (PAYMENT_METHODS as readonly string[]).includes(value);

/** The lines of an order as the return rules see them. */
type PieceLine = {
  orderItemId: string;
  label: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  productId: string | null;
  kind: PieceKind;
  /** Units already in a return that was not refused. */
  returning: number;
};

async function pieceLines(db: Db | Tx, orderId: string): Promise<PieceLine[]> {
  const pieces = await orderPieces(db, orderId);
  const returning = await db
    .select({
      orderItemId: orderReturnLines.orderItemId,
      quantity: sql<number>`sum(${orderReturnLines.quantity})::int`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, "refused")))
    .groupBy(orderReturnLines.orderItemId);
  const taken = new Map(returning.map((row) => [row.orderItemId, Number(row.quantity)]));
  return pieces.map((line) => ({
    orderItemId: line.orderItemId,
    label:
      line.product?.label ??
      (line.itemType === "configured_product" ? "Made-to-order bag" : "Gift card"),
    sku: line.product?.sku ?? null,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    productId: line.product?.id ?? null,
    kind: line.kind,
    returning: taken.get(line.orderItemId) ?? 0,
  }));
}

async function contextOf(
  db: Db | Tx,
  order: OrderRow,
): Promise<ReturnContext & { store: RetailStoreSlug }> {
  const [row] = await db
    .select({ store: retailStores.name, country: geoCountries.code })
    .from(orders)
    .innerJoin(retailStores, eq(retailStores.id, orders.retailStoreId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, orders.shippingAddressId))
    .leftJoin(geoCountries, eq(geoCountries.id, customerAddresses.geoCountryId))
    .where(eq(orders.id, order.id));
  const [delivered] = await db
    .select({ at: orderStageEvents.occurredAt })
    .from(orderStageEvents)
    .where(and(eq(orderStageEvents.orderId, order.id), eq(orderStageEvents.stage, "delivered")));
  const store = row && isRetailStoreSlug(row.store) ? row.store : "web";
  return {
    store,
    policy: returnPolicy(store),
    deliveredAt: order.status === "cancelled" ? null : (delivered?.at ?? null),
    shippingCountry: row?.country ?? null,
    // An order taken at a department store's counter was not a distance sale.
    distanceSale: order.salesAssociateId === null,
  };
}

// ---------------------------------------------------------------------------------------------
// Views

type ReturnRefund = {
  status: "none" | "pending" | "refunded" | "failed" | "credited";
  amount: number;
};

export type ReturnView = {
  id: string;
  number: string;
  order_id: string;
  order_number: string;
  status: ReturnStatus;
  resolution: ReturnResolution;
  reason: ReturnReason;
  channel: "online" | "kiosk";
  client_note: string | null;
  inspection_note: string | null;
  requested_at: string;
  lines: {
    order_item_id: string;
    label: string;
    sku: string | null;
    quantity: number;
    exchange_for: { product_id: string; label: string; sku: string | null } | null;
  }[];
  refund: ReturnRefund | null;
  exchange: { carrier: string; tracking_number: string; tracking_url: string } | null;
  steps: ReturnStep[];
};

async function refundOf(
  db: Db | Tx,
  row: ReturnRow,
  invoiced: boolean,
): Promise<ReturnRefund & { at: Date | null }> {
  if (row.resolution !== "refund" || row.status !== "accepted") {
    return { status: "none", amount: 0, at: null };
  }
  if (invoiced) return { status: "credited", amount: row.refundAmount, at: row.inspectedAt };
  const gives = await db
    .select({
      status: paymentGiveBacks.status,
      amount: paymentGiveBacks.amount,
      doneAt: paymentGiveBacks.doneAt,
    })
    .from(paymentGiveBacks)
    .where(eq(paymentGiveBacks.reason, refundReason(row.number)));
  const amount = gives.reduce((sum, give) => sum + give.amount, 0);
  if (gives.length === 0) return { status: "none", amount: 0, at: null };
  if (gives.some((give) => give.status === "failed")) return { status: "failed", amount, at: null };
  if (gives.every((give) => give.status === "done")) {
    const at = gives.reduce<Date | null>(
      (latest, give) => (give.doneAt && (!latest || give.doneAt > latest) ? give.doneAt : latest),
      null,
    );
    return { status: "refunded", amount, at };
  }
  return { status: "pending", amount, at: null };
}

async function isInvoiced(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, "invoice")))
    .limit(1);
  return Boolean(row);
}

/** A stock piece as a return's view names it. */
const shelfPiece = { columns: { id: true, label: true, sku: true } } as const;

async function viewOf(db: Db | Tx, row: ReturnRow, order: OrderRow): Promise<ReturnView> {
  // Each line with the stock piece sent back and the piece it is exchanged for, if any.
  const lines = await db.query.orderReturnLines.findMany({
    columns: { orderItemId: true, quantity: true },
    where: eq(orderReturnLines.returnId, row.id),
    orderBy: asc(orderReturnLines.createdAt),
    with: {
      orderItem: { columns: { id: true }, with: { product: shelfPiece } },
      exchangeProduct: shelfPiece,
    },
  });
  const refund = await refundOf(db, row, await isInvoiced(db, order.id));
  const exchange =
    row.exchangeCarrier && row.exchangeTrackingNumber
      ? {
          carrier: row.exchangeCarrier,
          tracking_number: row.exchangeTrackingNumber,
          tracking_url: trackingUrl(row.exchangeCarrier as Carrier, row.exchangeTrackingNumber),
        }
      : null;
  return {
    id: row.id,
    number: row.number,
    order_id: order.id,
    order_number: order.number ?? "",
    status: row.status,
    resolution: row.resolution,
    reason: row.reason,
    channel: row.channel,
    client_note: row.clientNote,
    inspection_note: row.inspectionNote,
    requested_at: row.requestedAt.toISOString(),
    lines: lines.map(({ orderItemId, quantity, orderItem, exchangeProduct: replacement }) => ({
      order_item_id: orderItemId,
      label: orderItem.product?.label ?? "Piece",
      sku: orderItem.product?.sku ?? null,
      quantity,
      exchange_for: replacement
        ? { product_id: replacement.id, label: replacement.label, sku: replacement.sku }
        : null,
    })),
    refund:
      row.resolution === "refund" ? { status: refund.status, amount: row.refundAmount } : null,
    exchange,
    steps: returnSteps({
      status: row.status,
      resolution: row.resolution,
      requestedAt: row.requestedAt,
      receivedAt: row.receivedAt,
      inspectedAt: row.inspectedAt,
      refund: refund.status,
      refundedAt: refund.at,
    }),
  };
}

async function orderOfReturn(db: Db | Tx, row: ReturnRow): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw DomainError.notFound("Order");
  return order;
}

const returnNotFound = () => DomainError.notFound("Return");

/** A return by its number, for the partners and client care; 404 for an unknown number. */
export async function returnByNumber(db: Db, number: string): Promise<ReturnView> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.number, number));
  if (!row) throw returnNotFound();
  return viewOf(db, row, await orderOfReturn(db, row));
}

/** The returns of one order, newest first (the order page, guest tracking). */
async function returnsOfOrder(db: Db, orderId: string): Promise<ReturnView[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.requestedAt));
  return Promise.all(rows.map((row) => viewOf(db, row, order)));
}

export type ReturnOption = {
  order_item_id: string;
  label: string;
  sku: string | null;
  /** Units that may still come back (0 when the line cannot). */
  returnable: number;
  /** Why it cannot, in the client's words; null when it can. */
  refusal: string | null;
  /** The last day it may be sent back (ISO date), when it can. */
  until: string | null;
  /** Another size or colour of the same piece, in stock now. */
  exchanges: { product_id: string; label: string; sku: string | null }[];
};

/** What the client may send back from this order now, line by line. */
async function returnOptions(db: Db, orderId: string, now = new Date()): Promise<ReturnOption[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const context = await contextOf(db, order);
  const lines = await pieceLines(db, orderId);
  return Promise.all(
    lines.map(async (line) => {
      const eligibility = lineEligibility(line.kind, context, now);
      const left = line.quantity - line.returning;
      const refusal = !eligibility.returnable
        ? eligibility.message
        : left <= 0
          ? "This piece is already being returned."
          : null;
      return {
        order_item_id: line.orderItemId,
        label: line.label,
        sku: line.sku,
        returnable: refusal ? 0 : left,
        refusal,
        until: eligibility.returnable ? eligibility.until.toISOString().slice(0, 10) : null,
        exchanges:
          refusal || !line.productId ? [] : await exchangesFor(db, line.productId, line.unitPrice),
      };
    }),
  );
}

/**
 * The same piece in another size or colour: a stock piece whose style (the SKU without its last,
 * colour or size, part) is the same, at the same price, in stock now. Another price would move
 * money both ways; the client returns and orders instead (ADR 0364).
 */
async function exchangesFor(db: Db | Tx, productId: string, unitPrice: number) {
  const [piece] = await db.select().from(products).where(eq(products.id, productId));
  const style = piece?.sku ? styleOf(piece.sku) : null;
  if (!piece || !style) return [];
  const rows = await db
    .select({
      id: products.id,
      label: products.label,
      sku: products.sku,
      price: products.startingPrice,
    })
    .from(products)
    .where(
      and(
        ne(products.id, productId),
        eq(products.enabled, true),
        isNotNull(products.stock),
        sql`${products.stock} > 0`,
        sql`${products.sku} like ${`${style}-%`}`,
      ),
    )
    .orderBy(asc(products.label));
  return rows
    .filter((row) => row.price === unitPrice)
    .map((row) => ({ product_id: row.id, label: row.label, sku: row.sku }));
}

/** `AA-LE-MSK-GLD` is the style `AA-LE-MSK` in gold: the last part names the variant. */
const styleOf = (sku: string) => {
  const parts = sku.split("-");
  return parts.length >= 3 ? parts.slice(0, -1).join("-") : null;
};

// ---------------------------------------------------------------------------------------------
// The client's request

export type ReturnRequest = {
  orderId: string;
  lines: { orderItemId: string; quantity: number; exchangeProductId?: string | null }[];
  reason: ReturnReason;
  resolution: ReturnResolution;
  note: string | null;
  /** The form's key: the same submission twice makes one return. */
  requestKey: string;
  channel: "online" | "kiosk";
  associate: { id: string; userName: string } | null;
};

const invalid = (field: string, message: string, code: string) =>
  new DomainError("invalid", message, { code, errors: { [field]: [message] } });

/**
 * The client (or an associate at the counter) asks to send pieces back. Checked line by line
 * against the rules (return-rules.ts); an exchange's piece is taken off the shelf at once, so it
 * is there when the return arrives. Answers the return and whether it was a repeat.
 */
async function requestReturn(
  db: Db,
  request: ReturnRequest,
  now = new Date(),
): Promise<{ view: ReturnView; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for("update");
    if (!order) throw DomainError.notFound("Order");
    const [repeat] = await tx
      .select()
      .from(orderReturns)
      .where(
        and(eq(orderReturns.orderId, order.id), eq(orderReturns.requestKey, request.requestKey)),
      );
    if (repeat) return { view: await viewOf(tx, repeat, order), replayed: true };
    if (order.status !== "paid" && order.status !== "placed") {
      throw DomainError.conflict("This order cannot be returned.", "order_not_returnable");
    }
    const context = await contextOf(tx, order);
    const lines = await pieceLines(tx, order.id);
    if (request.lines.length === 0) {
      throw invalid(
        "lines",
        "Please choose at least one piece to return.",
        "return_lines_required",
      );
    }
    const seen = new Set<string>();
    let subtotal = 0;
    const chosen: { line: PieceLine; quantity: number; exchangeProductId: string | null }[] = [];
    for (const wanted of request.lines) {
      const line = lines.find((l) => l.orderItemId === wanted.orderItemId);
      if (!line || seen.has(wanted.orderItemId)) {
        throw invalid(
          "lines",
          "Please choose pieces of this order, each once.",
          "return_line_unknown",
        );
      }
      seen.add(wanted.orderItemId);
      const eligibility = lineEligibility(line.kind, context, now);
      if (!eligibility.returnable) {
        throw DomainError.conflict(`${line.label}: ${eligibility.message}`, eligibility.code);
      }
      if (wanted.quantity > line.quantity - line.returning) {
        throw DomainError.conflict(
          `${line.label}: This piece is already being returned.`,
          "piece_already_returning",
        );
      }
      let exchangeProductId: string | null = null;
      if (request.resolution === "exchange") {
        const options = line.productId
          ? await exchangesFor(tx, line.productId, line.unitPrice)
          : [];
        const choice = options.find((option) => option.product_id === wanted.exchangeProductId);
        if (!choice) {
          throw invalid(
            "lines",
            `${line.label}: please choose another size or colour that is in stock.`,
            "exchange_unavailable",
          );
        }
        exchangeProductId = choice.product_id;
      }
      subtotal += line.unitPrice * wanted.quantity;
      chosen.push({ line, quantity: wanted.quantity, exchangeProductId });
    }
    // Reserve the replacements in the product ids' order, as checkout does (no deadlock).
    const reservations = chosen
      .filter((c) => c.exchangeProductId)
      .sort((a, b) => ((a.exchangeProductId ?? "") < (b.exchangeProductId ?? "") ? -1 : 1));
    for (const reservation of reservations) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${reservation.quantity}` })
        .where(
          and(
            eq(products.id, reservation.exchangeProductId ?? ""),
            isNotNull(products.stock),
            sql`${products.stock} >= ${reservation.quantity}`,
          ),
        )
        .returning({ id: products.id });
      if (taken.length === 0) {
        throw invalid(
          "lines",
          "The size or colour you chose has just sold out.",
          "exchange_unavailable",
        );
      }
    }
    // The promo's share of these pieces is not given back: the client paid less for them.
    const promoShare =
      order.itemTotal > 0 ? Math.round((order.promoTotal * subtotal) / order.itemTotal) : 0;
    const refundAmount =
      request.resolution === "refund" ? Math.max(subtotal - Math.abs(promoShare), 0) : 0;
    const [created] = await tx
      .insert(orderReturns)
      .values({
        number: aftercareNumber("RA"),
        orderId: order.id,
        resolution: request.resolution,
        reason: request.reason,
        clientNote: request.note,
        refundAmount,
        channel: request.channel,
        salesAssociateId: request.associate?.id ?? null,
        requestKey: request.requestKey,
        requestedAt: now,
      })
      .returning();
    if (!created) throw new Error("return not recorded");
    await tx.insert(orderReturnLines).values(
      chosen.map((c) => ({
        returnId: created.id,
        orderItemId: c.line.orderItemId,
        quantity: c.quantity,
        exchangeProductId: c.exchangeProductId,
      })),
    );
    await recordEvent(tx, created, "requested", {
      actor: request.associate ? `associate:${request.associate.userName}` : "client",
      note: request.note,
      at: now,
    });
    const view = await viewOf(tx, created, order);
    await mailStep(tx, order, view, "requested");
    return { view, replayed: false };
  });
}

async function recordEvent(
  tx: Tx,
  row: ReturnRow,
  kind: (typeof orderReturnEvents.$inferInsert)["kind"],
  act: AftercareAct,
) {
  await tx
    .insert(orderReturnEvents)
    .values({ returnId: row.id, kind, ...aftercareEventValues(row.orderId, act) });
}

async function mailStep(
  tx: Tx,
  order: OrderRow,
  view: ReturnView,
  step: "requested" | "received" | "accepted" | "refused",
) {
  const owner = await orderOwner(tx, order);
  if (!owner) return;
  await queueMail(tx, {
    to: owner.email,
    ...returnMail(step, {
      view,
      orderUrl: owner.orderUrl,
      authorisationUrl: owner.hasAccount
        ? `${owner.origin}/my-account/returns/${view.number}`
        : null,
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// The warehouse's steps and client care's actions

export type ReturnActor = { kind: "partner"; partnerId: string } | { kind: "staff"; email: string };

const actorName = (actor: ReturnActor) =>
  actor.kind === "partner" ? "partner" : `staff:${actor.email}`;

export type Inspection =
  | { outcome: "accepted"; note: string | null; carrier?: Carrier; trackingNumber?: string }
  | { outcome: "refused"; note: string };

async function lockedReturn(tx: Tx, number: string) {
  const [found] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.number, number));
  if (!found) throw returnNotFound();
  // The order's row first, as every change of the order takes it.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.number, number))
    .for("update");
  if (!order || !row) throw returnNotFound();
  return { order, row };
}

/** Runs `work` once per Idempotency-Key; a replay answers what the first request answered. */
async function onceFor(
  db: Db,
  number: string,
  idempotency: IdempotencyRef | null,
  work: (tx: Tx) => Promise<string[]>,
): Promise<{ view: ReturnView; replayed: boolean }> {
  const result = await db.transaction(async (tx) => {
    if (idempotency) {
      const claim = await claimIdempotencyKey(tx, idempotency);
      if (claim.kind === "replay") return { replay: claim.response, owed: [] as string[] };
    }
    return { replay: undefined, owed: await work(tx) };
  });
  for (const id of result.owed) await attemptGiveBack(db, id);
  if (result.replay) return { view: result.replay as ReturnView, replayed: true };
  const view = await returnByNumber(db, number);
  if (idempotency && result.replay === undefined) await rememberAnswer(db, idempotency, view);
  return { view, replayed: result.replay !== undefined };
}

const conflict = (message: string, code: string) => DomainError.conflict(message, code);

/** The parcel arrived at the atelier. */
export async function receiveReturn(
  db: Db,
  input: { number: string; actor: ReturnActor; idempotency: IdempotencyRef | null },
  now = new Date(),
) {
  return onceFor(db, input.number, input.idempotency, async (tx) => {
    const { order, row } = await lockedReturn(tx, input.number);
    if (row.status !== "requested") {
      throw conflict(`This return is ${row.status} already.`, "return_not_awaited");
    }
    const [updated] = await tx
      .update(orderReturns)
      .set({ status: "received", receivedAt: now, updatedAt: now })
      .where(eq(orderReturns.id, row.id))
      .returning();
    if (!updated) throw returnNotFound();
    await recordEvent(tx, updated, "received", {
      actor: actorName(input.actor),
      at: now,
      partnerId: input.actor.kind === "partner" ? input.actor.partnerId : null,
    });
    await mailStep(tx, order, await viewOf(tx, updated, order), "received");
    return [];
  });
}

/**
 * The inspection's outcome. Accepted: the pieces go back on the shelf; a refund is recorded
 * against the payments the order was paid with (each under a key of its own, retried by
 * reconciliation until the provider accepts), an invoiced kiosk order is credited on the
 * department store's invoice, an exchange ships the piece reserved for it. Refused: the pieces go
 * back to the client, an exchange's reserved piece back on the shelf.
 */
export async function inspectReturn(
  db: Db,
  input: {
    number: string;
    inspection: Inspection;
    actor: ReturnActor;
    idempotency: IdempotencyRef | null;
  },
  now = new Date(),
) {
  return onceFor(db, input.number, input.idempotency, async (tx) => {
    const { order, row } = await lockedReturn(tx, input.number);
    const { inspection } = input;
    // Client care may approve or refuse before the parcel is scanned (a goodwill decision);
    // the warehouse inspects what it has received.
    const open =
      row.status === "received" || (input.actor.kind === "staff" && row.status === "requested");
    if (!open) {
      throw conflict(
        row.status === "requested"
          ? "This return has not been received yet."
          : `This return was ${row.status} already.`,
        row.status === "requested" ? "return_not_received" : "return_already_inspected",
      );
    }
    const lines = await tx
      .select()
      .from(orderReturnLines)
      .where(eq(orderReturnLines.returnId, row.id));
    const partnerId = input.actor.kind === "partner" ? input.actor.partnerId : null;
    const actor = actorName(input.actor);
    const owed: string[] = [];
    if (inspection.outcome === "refused") {
      for (const line of lines) await restock(tx, line.exchangeProductId, line.quantity);
      const [updated] = await tx
        .update(orderReturns)
        .set({
          status: "refused",
          inspectionNote: inspection.note,
          inspectedAt: now,
          updatedAt: now,
        })
        .where(eq(orderReturns.id, row.id))
        .returning();
      if (!updated) throw returnNotFound();
      await recordEvent(tx, updated, "refused", {
        actor,
        note: inspection.note,
        at: now,
        partnerId,
      });
      await mailStep(tx, order, await viewOf(tx, updated, order), "refused");
      return owed;
    }
    if (row.resolution === "exchange" && !(inspection.carrier && inspection.trackingNumber)) {
      throw invalid(
        "carrier",
        "An accepted exchange ships the replacement: please give its carrier and tracking number.",
        "exchange_shipment_required",
      );
    }
    const items = await tx
      .select({ id: orderItems.id, productId: orderItems.productId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.id,
          lines.map((line) => line.orderItemId),
        ),
      );
    for (const line of lines) {
      await restock(
        tx,
        items.find((item) => item.id === line.orderItemId)?.productId ?? null,
        line.quantity,
      );
    }
    const [updated] = await tx
      .update(orderReturns)
      .set({
        status: "accepted",
        inspectionNote: inspection.note,
        inspectedAt: now,
        updatedAt: now,
        ...(row.resolution === "exchange"
          ? {
              exchangeCarrier: inspection.carrier,
              exchangeTrackingNumber: inspection.trackingNumber,
            }
          : {}),
      })
      .where(eq(orderReturns.id, row.id))
      .returning();
    if (!updated) throw returnNotFound();
    await recordEvent(tx, updated, "accepted", {
      actor,
      note: inspection.note,
      at: now,
      partnerId,
    });
    await recordEvent(tx, updated, "restocked", { actor, at: now, partnerId });
    if (row.resolution === "exchange") {
      await recordEvent(tx, updated, "exchange_shipped", { actor, at: now, partnerId });
    } else {
      owed.push(...(await recordRefund(tx, order, updated, now)));
      await recordEvent(tx, updated, "refund_recorded", {
        actor,
        at: now,
        partnerId,
        note: (await isInvoiced(tx, order.id))
          ? "Credited on the department store's invoice; the store refunds the client at its counter."
          : null,
      });
    }
    await mailStep(tx, order, await viewOf(tx, updated, order), "accepted");
    return owed;
  });
}

/** A piece back on the shelf (a stock piece only: a made-to-order one has no count). */
async function restock(tx: Tx, productId: string | null, quantity: number) {
  if (!productId) return;
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/**
 * The refund's give-backs, spread over the order's captured payments (most orders have one),
 * each no more than what is left of it. An invoiced order records none: the department store
 * refunds its client at the counter and is credited on its invoice (the kiosk's invoice rules).
 */
async function recordRefund(tx: Tx, order: OrderRow, row: ReturnRow, now: Date): Promise<string[]> {
  const paid = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.status, ["captured", "refund_pending", "refunded", "refund_failed"]),
      ),
    )
    .orderBy(asc(payments.createdAt));
  let left = row.refundAmount;
  const owed: string[] = [];
  for (const payment of paid) {
    if (left <= 0) break;
    if (!isMethod(payment.provider) || !payment.providerReference) continue;
    const [given] = await tx
      .select({ total: sql<number>`coalesce(sum(${paymentGiveBacks.amount}), 0)::int` })
      .from(paymentGiveBacks)
      .where(eq(paymentGiveBacks.paymentId, payment.id));
    const room = payment.amount - Number(given?.total ?? 0);
    const amount = Math.min(room, left);
    if (amount <= 0) continue;
    const give = await recordGiveBack(
      tx,
      payment,
      {
        action: "refund",
        reference: payment.providerReference,
        amount,
        currency: payment.currency,
        reason: refundReason(row.number),
      },
      now,
      row.number,
    );
    owed.push(give.id);
    left -= amount;
  }
  return owed;
}

/** Client care's note on a return, kept in the order's history. */
async function noteReturn(
  db: Db,
  input: { number: string; email: string; note: string },
  now = new Date(),
) {
  return onceFor(db, input.number, null, async (tx) => {
    const { row } = await lockedReturn(tx, input.number);
    await recordEvent(tx, row, "note", {
      actor: `staff:${input.email}`,
      note: input.note,
      at: now,
    });
    return [];
  });
}

/**
 * Client care asks the provider again for a return's refund that was refused (or is still
 * waiting for its next try): every open give-back of the return is due now with fresh tries.
 */
async function retryReturnRefund(
  db: Db,
  input: { number: string; email: string; note: string },
  now = new Date(),
) {
  const view = await returnByNumber(db, input.number);
  if (view.refund === null || view.refund.status === "none" || view.refund.status === "refunded") {
    throw conflict("This return has no refund waiting to be given back.", "return_refund_not_open");
  }
  const open = await db
    .select({ id: paymentGiveBacks.id })
    .from(paymentGiveBacks)
    .where(
      and(
        eq(paymentGiveBacks.reason, refundReason(input.number)),
        inArray(paymentGiveBacks.status, ["pending", "failed"]),
      ),
    );
  for (const give of open) {
    await retryGiveBack(db, give.id, now);
    await attemptGiveBack(db, give.id, now);
  }
  return noteReturn(
    db,
    { number: input.number, email: input.email, note: `Refund asked again: ${input.note}` },
    now,
  );
}

export type StaffReturnRow = ClientCareRow<ReturnView>;

/**
 * Client care's list: the returns still open (not yet inspected, or accepted with a refund not
 * given back), per store, oldest first, each with the order's aftercare history.
 */
export async function openReturns(
  db: Db,
  store: RetailStoreSlug | null,
  limit = 100,
): Promise<StaffReturnRow[]> {
  const rows = await db
    .select({ row: orderReturns, order: orders, store: retailStores.name })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(retailStores, eq(retailStores.id, orders.retailStoreId))
    .where(store ? eq(retailStores.name, store) : undefined)
    .orderBy(asc(orderReturns.requestedAt))
    .limit(limit * 2);
  const out: StaffReturnRow[] = [];
  for (const { row, order, store: storeName } of rows) {
    const view = await viewOf(db, row, order);
    const settled =
      row.status === "refused" ||
      (row.status === "accepted" &&
        (view.refund === null ||
          view.refund.status === "refunded" ||
          view.refund.status === "credited"));
    if (settled) continue;
    const history = await db
      .select()
      .from(orderReturnEvents)
      .where(eq(orderReturnEvents.returnId, row.id))
      .orderBy(...historyOrder(orderReturnEvents));
    out.push({
      ...view,
      store: storeName,
      history: aftercareHistory(history),
    });
    if (out.length >= limit) break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The signed-in client and client care

export async function customerReturns(
  db: Db,
  customer: Customer,
  orderId: string,
  now = new Date(),
) {
  await ownedOrder(db, customer, orderId);
  const [options, returns] = await Promise.all([
    returnOptions(db, orderId, now),
    returnsOfOrder(db, orderId),
  ]);
  return { options, returns };
}

export async function customerReturnRequest(
  db: Db,
  customer: Customer,
  request: ReturnRequest,
  now = new Date(),
) {
  await ownedOrder(db, customer, request.orderId);
  return requestReturn(db, request, now);
}

/** The return of a customer's order, for its printable authorisation; null for anyone else's. */
export async function customerReturn(db: Db, customer: Customer, number: string) {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.number, number));
  if (!row || !(await customerOrderView(db, customer, row.orderId))) return null;
  return viewOf(db, row, await orderOfReturn(db, row));
}

/**
 * A guest's returns, through the tracking grant of /orders/track (issue 38): the caller has
 * found the order the grant names; nothing here takes an order id from the guest.
 */
export async function guestReturns(db: Db, orderId: string, now = new Date()) {
  const [options, returns] = await Promise.all([
    returnOptions(db, orderId, now),
    returnsOfOrder(db, orderId),
  ]);
  return { options, returns };
}

export async function guestReturnRequest(db: Db, request: ReturnRequest, now = new Date()) {
  return requestReturn(db, request, now);
}

/** The return, when it belongs to the granted order; null otherwise (the page's 404). */
export async function guestReturn(db: Db, orderId: string, number: string) {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.number, number), eq(orderReturns.orderId, orderId)));
  if (!row) return null;
  return viewOf(db, row, await orderOfReturn(db, row));
}

export type StaffAction = {
  number: string;
  email: string;
  action: "approve" | "refuse" | "refund" | "note";
  note: string;
  carrier?: Carrier;
  tracking_number?: string;
};

/** Client care's action on a return, each with its note in the order's history. */
export async function staffReturnAction(db: Db, input: StaffAction, now = new Date()) {
  const actor: ReturnActor = { kind: "staff", email: input.email };
  switch (input.action) {
    case "approve":
      return inspectReturn(
        db,
        {
          number: input.number,
          inspection: {
            outcome: "accepted",
            note: input.note,
            carrier: input.carrier,
            trackingNumber: input.tracking_number,
          },
          actor,
          idempotency: null,
        },
        now,
      );
    case "refuse":
      return inspectReturn(
        db,
        {
          number: input.number,
          inspection: { outcome: "refused", note: input.note },
          actor,
          idempotency: null,
        },
        now,
      );
    case "refund":
      return retryReturnRefund(db, input, now);
    case "note":
      return noteReturn(db, input, now);
  }
}
