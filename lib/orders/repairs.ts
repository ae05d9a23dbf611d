import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Customer } from "../auth/tokens";
import { customerOrderView } from "../checkout/customer-orders";
import {
  configuredProducts,
  orderItems,
  orderRepairEvents,
  orderRepairPhotos,
  orderRepairs,
  orderStageEvents,
  orders,
  products,
  retailStores,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { DomainError } from "../errors";
import { log } from "../log";
import { queueMail } from "../mail/outbox";
import { claimIdempotencyKey, rememberAnswer, type IdempotencyRef } from "../partners/idempotency";
import type { RetailStoreSlug } from "../retail/stores";
import { isStaff } from "../staff/role";
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
import { repairMail, type RepairMailStep } from "./repair-mail";
import { photoKey, photoStore } from "../storage/repair-photos";
import type { ProcessedPhoto } from "./repair-photos";
import {
  canDecide,
  canEstimate,
  canMoveTo,
  isOpenRepair,
  mayShipBack,
  repairEligibility,
  settlementOf,
  type RepairEstimate,
  type RepairSettlement,
  type RepairStage,
  type RepairStatus,
} from "./repair-rules";
import { trackingUrl, type Carrier } from "./stages";

/**
 * Issue 38: repair and care of delivered made-to-order bags. Every change locks the order's row
 * first (as the stages and returns do), so the client's answer and client care's new estimate,
 * or two reports of the atelier, never cross; the step, its history and its mail are one
 * transaction. Money is settled by client care, never charged here (ADR 0347).
 */

type OrderRow = typeof orders.$inferSelect;
type RepairRow = typeof orderRepairs.$inferSelect;

/** A line's piece: its own product, or for a made-to-order bag the product it was designed on. */
const pieceOfLine = sql`coalesce(${orderItems.productId}, ${configuredProducts.productId})`;

const repairNotFound = () => DomainError.notFound("Repair");
const conflict = (message: string, code: string) => DomainError.conflict(message, code);

// ---------------------------------------------------------------------------------------------
// Views

type RepairStep = { key: string; label: string; at: string | null };

export type RepairView = {
  id: string;
  number: string;
  order_id: string;
  order_number: string;
  order_item_id: string;
  label: string;
  status: RepairStatus;
  description: string;
  requested_at: string;
  photos: { id: string; width: number; height: number }[];
  estimate: {
    amount: number;
    currency: string;
    note: string;
    days: number;
    estimated_at: string;
  } | null;
  settlement: RepairSettlement;
  shipment: { carrier: string; tracking_number: string; tracking_url: string } | null;
  steps: RepairStep[];
};

const STEP_LABELS: [RepairStep["key"], string][] = [
  ["requested", "Asked"],
  ["estimated", "Estimate sent"],
  ["accepted", "Estimate accepted"],
  ["received_at_atelier", "Received at the atelier"],
  ["in_repair", "In repair"],
  ["shipped_back", "Sent back to you"],
  ["done", "Done"],
];

async function viewOf(db: Db | Tx, row: RepairRow, order: OrderRow): Promise<RepairView> {
  const [line] = await db
    .select({ label: products.label, itemType: orderItems.itemType })
    .from(orderItems)
    .leftJoin(configuredProducts, eq(configuredProducts.id, orderItems.configuredProductId))
    .leftJoin(products, eq(products.id, pieceOfLine))
    .where(eq(orderItems.id, row.orderItemId));
  const photos = await db
    .select()
    .from(orderRepairPhotos)
    .where(eq(orderRepairPhotos.repairId, row.id))
    .orderBy(asc(orderRepairPhotos.position));
  const events = await db
    .select({ kind: orderRepairEvents.kind, at: orderRepairEvents.occurredAt })
    .from(orderRepairEvents)
    .where(eq(orderRepairEvents.repairId, row.id))
    .orderBy(asc(orderRepairEvents.occurredAt));
  const firstAt = (kind: string) => events.find((e) => e.kind === kind)?.at.toISOString() ?? null;
  const steps = STEP_LABELS.filter(([key]) => key !== "accepted" || row.status !== "declined").map(
    ([key, label]) => ({ key, label, at: firstAt(key) }),
  );
  if (row.status === "declined") {
    steps.splice(2, steps.length - 2, {
      key: "declined",
      label: "Estimate declined",
      at: firstAt("declined"),
    });
  }
  const estimate =
    row.estimateAmount !== null && row.estimateCurrency && row.estimatedAt
      ? {
          amount: row.estimateAmount,
          currency: row.estimateCurrency,
          note: row.estimateNote ?? "",
          days: row.estimateDays ?? 0,
          estimated_at: row.estimatedAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    number: row.number,
    order_id: order.id,
    order_number: order.number ?? "",
    order_item_id: row.orderItemId,
    label: line?.label ?? "Made-to-order bag",
    status: row.status,
    description: row.description,
    requested_at: row.requestedAt.toISOString(),
    photos: photos.map((p) => ({ id: p.id, width: p.width, height: p.height })),
    estimate,
    settlement: row.settlement,
    shipment:
      row.carrier && row.trackingNumber
        ? {
            carrier: row.carrier,
            tracking_number: row.trackingNumber,
            tracking_url: trackingUrl(row.carrier as Carrier, row.trackingNumber),
          }
        : null,
    steps,
  };
}

async function orderOf(db: Db | Tx, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw DomainError.notFound("Order");
  return order;
}

export type RepairOption = {
  order_item_id: string;
  label: string;
  /** Why this bag cannot be sent for repair now, in the client's words; null when it can. */
  refusal: string | null;
};

type RepairLine = {
  orderItemId: string;
  label: string;
  eligibility: ReturnType<typeof repairEligibility>;
};

async function repairLines(db: Db | Tx, order: OrderRow): Promise<RepairLine[]> {
  const pieces = await orderPieces(db, order.id);
  const [delivered] = await db
    .select({ at: orderStageEvents.occurredAt })
    .from(orderStageEvents)
    .where(and(eq(orderStageEvents.orderId, order.id), eq(orderStageEvents.stage, "delivered")));
  const repairs = await db
    .select({ orderItemId: orderRepairs.orderItemId, status: orderRepairs.status })
    .from(orderRepairs)
    .where(eq(orderRepairs.orderId, order.id));
  return pieces.map((line) => ({
    orderItemId: line.orderItemId,
    label:
      line.pieceLabel ??
      (line.itemType === "configured_product" ? "Made-to-order bag" : "Gift card"),
    eligibility: repairEligibility({
      kind: line.kind,
      delivered: Boolean(delivered) && order.status !== "cancelled",
      openRepair: repairs.some((r) => r.orderItemId === line.orderItemId && isOpenRepair(r.status)),
    }),
  }));
}

/** What the order's client may send for repair now, and the repairs asked so far. */
async function repairsPanel(db: Db, orderId: string) {
  const order = await orderOf(db, orderId);
  const lines = await repairLines(db, order);
  const rows = await db
    .select()
    .from(orderRepairs)
    .where(eq(orderRepairs.orderId, orderId))
    .orderBy(desc(orderRepairs.requestedAt));
  return {
    options: lines.map((line): RepairOption => ({
      order_item_id: line.orderItemId,
      label: line.label,
      refusal: line.eligibility.eligible ? null : line.eligibility.message,
    })),
    repairs: await Promise.all(rows.map((row) => viewOf(db, row, order))),
  };
}

// ---------------------------------------------------------------------------------------------
// The client's request

export type RepairRequest = {
  orderId: string;
  orderItemId: string;
  description: string;
  requestKey: string;
  photos: ProcessedPhoto[];
};

/**
 * The client asks the atelier. The photos are written to the store first, under keys no row
 * names yet; the request's row, its photos' rows, its history and its mail are then one
 * transaction. A refused or failed request removes what it wrote (a leftover object names no
 * row and is never served).
 */
async function requestRepair(
  db: Db,
  request: RepairRequest,
  now = new Date(),
): Promise<{ view: RepairView; replayed: boolean }> {
  const repairId = randomUUID();
  const store = photoStore();
  const stored = request.photos.map((photo, position) => ({
    id: randomUUID(),
    position,
    photo,
  }));
  const keys = stored.map((s) => photoKey(repairId, s.id));
  try {
    await Promise.all(stored.map((s, i) => store.put(keys[i] ?? "", s.photo.bytes)));
  } catch (error) {
    log().warn({ err: error }, "[repairs] a photo could not be stored");
    await removeQuietly(keys);
    throw DomainError.unavailable("We could not keep your photos just now. Please try again.", 30);
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, request.orderId))
        .for("update");
      if (!order) throw DomainError.notFound("Order");
      const [repeat] = await tx
        .select()
        .from(orderRepairs)
        .where(
          and(eq(orderRepairs.orderId, order.id), eq(orderRepairs.requestKey, request.requestKey)),
        );
      if (repeat) return { view: await viewOf(tx, repeat, order), replayed: true };
      const line = (await repairLines(tx, order)).find(
        (l) => l.orderItemId === request.orderItemId,
      );
      if (!line) {
        const message = "Please choose a bag of this order.";
        throw new DomainError("invalid", message, {
          code: "repair_line_unknown",
          errors: { order_item_id: [message] },
        });
      }
      if (!line.eligibility.eligible) {
        throw conflict(line.eligibility.message, line.eligibility.code);
      }
      const [created] = await tx
        .insert(orderRepairs)
        .values({
          id: repairId,
          number: aftercareNumber("RP"),
          orderId: order.id,
          orderItemId: line.orderItemId,
          description: request.description,
          requestKey: request.requestKey,
          requestedAt: now,
        })
        .returning();
      if (!created) throw new Error("repair not recorded");
      if (stored.length > 0) {
        await tx.insert(orderRepairPhotos).values(
          stored.map((s, i) => ({
            id: s.id,
            repairId,
            storageKey: keys[i] ?? "",
            bytes: s.photo.bytes.byteLength,
            width: s.photo.width,
            height: s.photo.height,
            position: s.position,
          })),
        );
      }
      await recordEvent(tx, created, "requested", {
        actor: "client",
        note: request.description,
        at: now,
      });
      const view = await viewOf(tx, created, order);
      await mailStep(tx, order, view, "requested");
      return { view, replayed: false };
    });
    if (outcome.replayed) await removeQuietly(keys);
    return outcome;
  } catch (error) {
    await removeQuietly(keys);
    throw error;
  }
}

async function removeQuietly(keys: string[]) {
  const store = photoStore();
  await Promise.all(
    keys.map((key) =>
      store.remove(key).catch((error: unknown) => {
        log().warn({ err: error }, "[repairs] an unused photo could not be removed");
      }),
    ),
  );
}

async function recordEvent(
  tx: Tx,
  row: RepairRow,
  kind: (typeof orderRepairEvents.$inferInsert)["kind"],
  act: AftercareAct,
) {
  await tx
    .insert(orderRepairEvents)
    .values({ repairId: row.id, kind, ...aftercareEventValues(row.orderId, act) });
}

async function mailStep(tx: Tx, order: OrderRow, view: RepairView, step: RepairMailStep) {
  const owner = await orderOwner(tx, order);
  if (!owner) return;
  await queueMail(tx, { to: owner.email, ...repairMail(step, { view, orderUrl: owner.orderUrl }) });
}

/** The repair's row and its order's, the order's row locked first as every change takes it. */
async function lockedRepair(tx: Tx, where: { number: string } | { id: string }) {
  const [found] = await tx
    .select({ orderId: orderRepairs.orderId })
    .from(orderRepairs)
    .where(
      "number" in where ? eq(orderRepairs.number, where.number) : eq(orderRepairs.id, where.id),
    );
  if (!found) throw repairNotFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [row] = await tx
    .select()
    .from(orderRepairs)
    .where(
      "number" in where ? eq(orderRepairs.number, where.number) : eq(orderRepairs.id, where.id),
    );
  if (!order || !row) throw repairNotFound();
  return { order, row };
}

async function update(tx: Tx, row: RepairRow, values: Partial<RepairRow>, now: Date) {
  const [updated] = await tx
    .update(orderRepairs)
    .set({ ...values, updatedAt: now })
    .where(eq(orderRepairs.id, row.id))
    .returning();
  if (!updated) throw repairNotFound();
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Client care

/** Client care's estimate (or a new one, until the client has answered); mailed to the client. */
async function estimateRepair(
  db: Db,
  input: { number: string; email: string; estimate: RepairEstimate },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockedRepair(tx, { number: input.number });
    if (!canEstimate(row.status)) {
      throw conflict("The client has answered this estimate already.", "repair_estimate_closed");
    }
    const updated = await update(
      tx,
      row,
      {
        status: "estimated",
        estimateAmount: input.estimate.amount,
        estimateCurrency: input.estimate.currency,
        estimateNote: input.estimate.note,
        estimateDays: input.estimate.days,
        estimatedAt: now,
      },
      now,
    );
    await recordEvent(tx, updated, "estimated", {
      actor: `staff:${input.email}`,
      note: input.estimate.note,
      at: now,
    });
    const view = await viewOf(tx, updated, order);
    await mailStep(tx, order, view, "estimated");
    return view;
  });
}

/** Client care records the client's payment of an accepted estimate (ADR 0347). */
async function settleRepair(
  db: Db,
  input: { number: string; email: string; note: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockedRepair(tx, { number: input.number });
    if (row.settlement !== "due") {
      throw conflict("This repair has nothing to settle.", "repair_nothing_due");
    }
    const updated = await update(tx, row, { settlement: "settled" }, now);
    await recordEvent(tx, updated, "settled", {
      actor: `staff:${input.email}`,
      note: input.note,
      at: now,
    });
    return viewOf(tx, updated, order);
  });
}

async function noteRepair(
  db: Db,
  input: { number: string; email: string; note: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockedRepair(tx, { number: input.number });
    await recordEvent(tx, row, "note", {
      actor: `staff:${input.email}`,
      note: input.note,
      at: now,
    });
    return viewOf(tx, row, order);
  });
}

export type StaffRepairAction =
  | { action: "estimate"; estimate: RepairEstimate }
  | { action: "settled"; note: string }
  | { action: "note"; note: string };

export async function staffRepairAction(
  db: Db,
  input: { number: string; email: string } & StaffRepairAction,
  now = new Date(),
) {
  switch (input.action) {
    case "estimate":
      return estimateRepair(db, input, now);
    case "settled":
      return settleRepair(db, input, now);
    case "note":
      return noteRepair(db, input, now);
  }
}

export type StaffRepairRow = ClientCareRow<RepairView>;

/**
 * Client care's list, per store, oldest first: repairs not declined and not done, and any done
 * one whose estimate is still owed (money is never left unseen).
 */
export async function openRepairs(
  db: Db,
  store: RetailStoreSlug | null,
  limit = 100,
): Promise<StaffRepairRow[]> {
  const rows = await db
    .select({ row: orderRepairs, order: orders, store: retailStores.name })
    .from(orderRepairs)
    .innerJoin(orders, eq(orders.id, orderRepairs.orderId))
    .innerJoin(retailStores, eq(retailStores.id, orders.retailStoreId))
    .where(
      and(
        store ? eq(retailStores.name, store) : undefined,
        or(
          inArray(orderRepairs.status, [
            "requested",
            "estimated",
            "accepted",
            "received_at_atelier",
            "in_repair",
            "shipped_back",
          ]),
          eq(orderRepairs.settlement, "due"),
        ),
      ),
    )
    .orderBy(asc(orderRepairs.requestedAt))
    .limit(limit);
  return Promise.all(
    rows.map(async ({ row, order, store: storeName }) => {
      const history = await db
        .select()
        .from(orderRepairEvents)
        .where(eq(orderRepairEvents.repairId, row.id))
        .orderBy(...historyOrder(orderRepairEvents));
      return {
        ...(await viewOf(db, row, order)),
        store: storeName,
        history: aftercareHistory(history),
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The client's answer

async function decideRepair(
  db: Db,
  input: { orderId: string; number: string; decision: "accept" | "decline" },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { order, row } = await lockedRepair(tx, { number: input.number });
    if (row.orderId !== input.orderId) throw repairNotFound();
    if (!canDecide(row.status)) {
      throw conflict(
        row.status === "requested"
          ? "Client care has not sent an estimate yet."
          : "You have answered this estimate already.",
        row.status === "requested" ? "repair_not_estimated" : "repair_already_decided",
      );
    }
    const accepted = input.decision === "accept";
    const updated = await update(
      tx,
      row,
      {
        status: accepted ? "accepted" : "declined",
        decidedAt: now,
        settlement: accepted ? settlementOf(row.estimateAmount ?? 0) : "none",
      },
      now,
    );
    await recordEvent(tx, updated, accepted ? "accepted" : "declined", {
      actor: "client",
      at: now,
    });
    const view = await viewOf(tx, updated, order);
    await mailStep(tx, order, view, accepted ? "accepted" : "declined");
    return view;
  });
}

// ---------------------------------------------------------------------------------------------
// The atelier's stages

export type RepairStageReport = {
  stage: RepairStage;
  note: string | null;
  carrier?: Carrier;
  trackingNumber?: string;
};

/** A repair by its number, for the atelier; 404 for an unknown number. */
export async function repairByNumber(db: Db, number: string): Promise<RepairView> {
  const [row] = await db.select().from(orderRepairs).where(eq(orderRepairs.number, number));
  if (!row) throw repairNotFound();
  return viewOf(db, row, await orderOf(db, row.orderId));
}

/** The atelier reports the repair's next stage; each is mailed and kept in the history. */
export async function reportRepairStage(
  db: Db,
  input: {
    number: string;
    report: RepairStageReport;
    partnerId: string;
    idempotency: IdempotencyRef | null;
  },
  now = new Date(),
): Promise<{ view: RepairView; replayed: boolean }> {
  const replay = await db.transaction(async (tx) => {
    if (input.idempotency) {
      const claim = await claimIdempotencyKey(tx, input.idempotency);
      if (claim.kind === "replay") return claim.response as RepairView;
    }
    const { order, row } = await lockedRepair(tx, { number: input.number });
    const { report } = input;
    if (!canMoveTo(row.status, report.stage)) {
      throw conflict(
        `This repair is ${row.status}: it cannot move to ${report.stage}.`,
        "repair_stage_out_of_order",
      );
    }
    if (report.stage === "shipped_back" && !mayShipBack(row.settlement)) {
      throw conflict(
        "The client's payment for this repair is not settled yet: client care settles it first.",
        "repair_not_settled",
      );
    }
    const updated = await update(
      tx,
      row,
      {
        status: report.stage,
        ...(report.stage === "shipped_back" && report.carrier && report.trackingNumber
          ? { carrier: report.carrier, trackingNumber: report.trackingNumber }
          : {}),
      },
      now,
    );
    await recordEvent(tx, updated, report.stage, {
      actor: "partner",
      note: report.note,
      at: now,
      partnerId: input.partnerId,
    });
    await mailStep(tx, order, await viewOf(tx, updated, order), report.stage);
    return undefined;
  });
  if (replay) return { view: replay, replayed: true };
  const view = await repairByNumber(db, input.number);
  if (input.idempotency) await rememberAnswer(db, input.idempotency, view);
  return { view, replayed: false };
}

// ---------------------------------------------------------------------------------------------
// The signed-in client, the guest and their photos

export async function customerRepairs(db: Db, customer: Customer, orderId: string) {
  await ownedOrder(db, customer, orderId);
  return repairsPanel(db, orderId);
}

export async function customerRepairRequest(
  db: Db,
  customer: Customer,
  request: RepairRequest,
  now = new Date(),
) {
  await ownedOrder(db, customer, request.orderId);
  return requestRepair(db, request, now);
}

export async function customerRepairDecision(
  db: Db,
  customer: Customer,
  input: { orderId: string; number: string; decision: "accept" | "decline" },
  now = new Date(),
) {
  await ownedOrder(db, customer, input.orderId);
  return decideRepair(db, input, now);
}

/** The tracked order's repairs: the caller found the order the guest's grant names. */
export const guestRepairs = (db: Db, orderId: string) => repairsPanel(db, orderId);
export const guestRepairRequest = (db: Db, request: RepairRequest, now = new Date()) =>
  requestRepair(db, request, now);
export const guestRepairDecision = (
  db: Db,
  input: { orderId: string; number: string; decision: "accept" | "decline" },
  now = new Date(),
) => decideRepair(db, input, now);

/** Who asks for a photo: the order's signed-in client or client care, or a tracking guest. */
export type PhotoViewer =
  { kind: "customer"; customer: Customer } | { kind: "tracked"; orderId: string | null };

/**
 * A photo's bytes for its viewer, or null (the route's 404) for anyone else: client care sees
 * every repair's photos, a client only those of their own order.
 */
export async function repairPhoto(db: Db, viewer: PhotoViewer, photoId: string) {
  const [found] = await db
    .select({ key: orderRepairPhotos.storageKey, orderId: orderRepairs.orderId })
    .from(orderRepairPhotos)
    .innerJoin(orderRepairs, eq(orderRepairs.id, orderRepairPhotos.repairId))
    .where(eq(orderRepairPhotos.id, photoId));
  if (!found) return null;
  const allowed =
    viewer.kind === "tracked"
      ? viewer.orderId === found.orderId
      : isStaff(viewer.customer) ||
        Boolean(await customerOrderView(db, viewer.customer, found.orderId));
  if (!allowed) return null;
  return photoStore().get(found.key);
}
