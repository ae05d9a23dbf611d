import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { brand } from "../brand";
import { loadCart } from "../cart/load";
import type { LoadedCart, LoadedLine, OrderRow } from "../cart/loaded-cart";
import { computeTotals, totalsColumns, type PricedLine } from "../cart/totals";
import {
  attemptGiveBack,
  giveBackStranded,
  PART_REFUND_REASON,
  recordGiveBack,
  recordPartRefund,
} from "../checkout/give-back";
import { markAttemptFailed } from "../checkout/charge";
import { formatDeliveryDate, type IsoDate } from "../calendar/days";
import { decodeState, priceOf, validateConfiguration } from "../configurator";
import { designOf } from "../configured-products/stored-design";
import {
  configuredProducts,
  orderDesignChanges,
  orderItems,
  orders,
  paymentGiveBacks,
  payments,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { expectedCuttingOfOrder, promisedOnPlacement } from "../delivery/placement";
import { DomainError } from "../errors";
import { log } from "../log";
import { queueMail } from "../mail/outbox";
import { providerFor } from "../payments";
import { differenceAccepted, releaseDifference } from "../payments/difference";
import { PAYMENT_METHODS, type PaymentMethod } from "../payments/types";
import { showsSection } from "../retail/sections";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";
import { designChangedMail } from "./mail";
import { cancelOrder, orderOwner } from "./production";
import { refuseCancel, STAGE_LABELS } from "./stages";
import { trackedOrderRow } from "./tracking";

/**
 * Issue 38: until the atelier reports `cutting`, the client changes a made-to-order bag's design
 * or cancels the order, from the account's order page or guest tracking. Both are decided under
 * the order's row lock, the lock a stage report takes: whichever commits first wins, and the
 * other is refused with the reason (docs/adr/0342). Money moves through the order's own provider,
 * every charge and refund under an idempotency key, recorded before it is tried.
 */

type Payment = LoadedCart["payments"][number];
type MadeLine = Extract<LoadedLine, { kind: "configured_product" }>;

const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/** A give-back of a difference charged for a change that lost the race carries this reason. */
const LOST_CHANGE_REASON = "design_change_lost";

type AftercareWindow = {
  /** Change and cancel are offered. */
  open: boolean;
  /** The working day cutting is expected to start: the window's end (null: not planned). */
  closesOn: IsoDate | null;
  /** "You can change or cancel until cutting starts, expected on December 3." or why not. */
  message: string;
};

export type AftercareView = {
  window: AftercareWindow;
  /** The made-to-order lines the client may change (empty once the window closed). */
  lines: { id: string; label: string; productName: string; design: string }[];
};

/** Where the window stands for this order, and the words for it. */
async function windowOf(db: Db, order: OrderRow, now: Date): Promise<AftercareWindow> {
  const refusal = refuseCancel({ status: order.status, stage: order.productionStage });
  if (refusal) return { open: false, closesOn: null, message: refusal.message };
  const closesOn = await expectedCuttingOfOrder(db, order, now);
  if (!closesOn) {
    return { open: false, closesOn: null, message: "This order holds no made-to-order bag." };
  }
  return {
    open: true,
    closesOn,
    message: `You can change or cancel until cutting starts, expected on ${formatDeliveryDate(closesOn)}.`,
  };
}

/** What the order page and guest tracking offer for this order. */
export async function aftercareOf(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<AftercareView> {
  const window = await windowOf(db, order, now);
  if (!window.open) return { window, lines: [] };
  const cart = await loadCart(db, order);
  return {
    window,
    lines: cart.lines.flatMap((line) =>
      line.kind === "configured_product"
        ? [
            {
              id: line.item.id,
              label: line.product.label,
              productName: line.product.name,
              design: designOf(line.configured.data),
            },
          ]
        : [],
    ),
  };
}

const closed = (message: string, code: string) => DomainError.conflict(message, code);

/** Why a change is refused: cancelOrder's reasons, in the words of a change. */
function changeRefusal(state: Pick<OrderRow, "status" | "productionStage">) {
  const refusal = refuseCancel({ status: state.status, stage: state.productionStage });
  if (!refusal) return null;
  const message =
    refusal.code === "order_in_production"
      ? `The atelier has started this order ("${STAGE_LABELS[state.productionStage]}"): its design can no longer be changed.`
      : `This order is ${state.status.replace(/_/g, " ")}: its design cannot be changed.`;
  return { code: refusal.code, message };
}

function refuseWindow(order: OrderRow, action: "change" | "cancel") {
  const refusal =
    action === "change"
      ? changeRefusal(order)
      : refuseCancel({ status: order.status, stage: order.productionStage });
  if (refusal) throw closed(refusal.message, refusal.code);
}

export type ChangeQuote = {
  lineId: string;
  label: string;
  fromConfiguredProductId: string;
  toConfiguredProductId: string;
  /** The line's unit price as paid, and the new design's price today. */
  paidPrice: number;
  newPrice: number;
  /** The order's total as paid, and with the new design. */
  paidTotal: number;
  newTotal: number;
  /** newTotal − paidTotal: charged when above 0, refunded when below. */
  difference: number;
  promisedBefore: IsoDate | null;
  promisedAfter: IsoDate | null;
};

const taxesIn = (cart: LoadedCart) =>
  isRetailStoreSlug(cart.store) ? showsSection(cart.store, "taxes") : true;

/**
 * The order priced again with one line's design replaced: every other line at what was paid,
 * the new design at today's price, the gift boxes and adjustments as placed, and the promo the
 * order was placed with still applied (a change never takes away a discount the client had).
 */
function repriced(cart: LoadedCart, lineId: string, newPrice: number) {
  const lines: PricedLine[] = cart.lines.map((line) =>
    line.kind === "gift_code"
      ? {
          kind: "gift_code",
          amount: line.giftCode.amount,
          delivered: line.giftCode.address !== null,
        }
      : {
          kind: line.kind,
          unitPrice: line.item.id === lineId ? newPrice : line.item.unitPrice,
          quantity: line.item.quantity,
        },
  );
  return computeTotals({
    lines,
    giftBoxes: cart.giftBoxes.map((box) => box.row.price),
    adjustments: cart.adjustments.map((adjustment) => adjustment.amount),
    promo: cart.order.promoTotal > 0 ? cart.promo : null,
    taxes: taxesIn(cart),
  });
}

async function quoteIn(
  db: Db,
  cart: LoadedCart,
  input: { lineId: string; configuredProductId: string },
): Promise<{ quote: ChangeQuote; line: MadeLine }> {
  const order = cart.order;
  const line = cart.lines.find(
    (candidate): candidate is MadeLine =>
      candidate.kind === "configured_product" && candidate.item.id === input.lineId,
  );
  if (!line) throw DomainError.notFound("Order line");
  const [design] = await db
    .select()
    .from(configuredProducts)
    .where(eq(configuredProducts.id, input.configuredProductId));
  if (!design) throw DomainError.notFound("Design");
  if (design.productId !== line.configured.productId) {
    throw DomainError.validation({
      configured_product_id: [
        "A change keeps the same bag: to order another one, cancel this one and order it anew.",
      ],
    });
  }
  const state = decodeState(line.product, designOf(design.data));
  const issue = validateConfiguration(line.product, state);
  if (issue) {
    throw DomainError.validation({
      configured_product_id: ["This design is not finished yet: please complete every step."],
    });
  }
  const newPrice = priceOf(line.product, state);
  const totals = repriced(cart, line.item.id, newPrice);
  const changedLines = cart.lines.map((other) =>
    other === line ? { ...line, configured: design } : other,
  );
  // The bag keeps its place in the atelier's queue: the promise is made again as at placement,
  // with the new design's lead.
  const promisedAfter = order.placedAt
    ? await promisedOnPlacement(db, { lines: changedLines }, order.id, order.placedAt)
    : null;
  return {
    line,
    quote: {
      lineId: line.item.id,
      label: line.product.label,
      fromConfiguredProductId: line.configured.id,
      toConfiguredProductId: design.id,
      paidPrice: line.item.unitPrice,
      newPrice,
      paidTotal: order.total,
      newTotal: totals.total,
      difference: totals.total - order.total,
      promisedBefore: order.promisedDeliveryOn,
      promisedAfter: promisedAfter ?? order.promisedDeliveryOn,
    },
  };
}

/** The new price against the paid one, and the date, before the client confirms. */
export async function quoteDesignChange(
  db: Db,
  order: OrderRow,
  input: { lineId: string; configuredProductId: string },
): Promise<ChangeQuote> {
  refuseWindow(order, "change");
  return (await quoteIn(db, await loadCart(db, order), input)).quote;
}

/** The payment the order was paid with: its first capture by a provider (not an invoice). */
const originalPayment = (cart: LoadedCart): Payment | undefined =>
  cart.payments.find(
    (payment) =>
      payment.status === "captured" && isMethod(payment.provider) && payment.providerReference,
  );

/**
 * What a difference's payment is made for: the line and the design it changes to. A live card
 * intent carries it (lib/payments/stripe/difference.ts), so one change's intent pays no other.
 */
export const changeOccasion = (quote: Pick<ChangeQuote, "lineId" | "toConfiguredProductId">) =>
  `${quote.lineId}:${quote.toConfiguredProductId}`;

export type ChangeRequest = {
  lineId: string;
  configuredProductId: string;
  /** The difference the client was shown and confirmed; another figure now is a 409. */
  expectedDifference: number;
  /** From the order's own provider, for a dearer design (a local card token, a PaymentIntent). */
  paymentToken?: string;
};

export type ChangeResult = ChangeQuote & { changeId: string };

type Charged = { payment: Payment | null };

/** Charges the difference through the order's provider, recorded first (reconciliation). */
async function chargeDifference(
  db: Db,
  order: OrderRow,
  cart: LoadedCart,
  changeId: string,
  quote: ChangeQuote,
  token: string | undefined,
  now: Date,
): Promise<Charged> {
  const amount = quote.difference;
  const original = originalPayment(cart);
  if (!original || !isMethod(original.provider)) {
    throw closed(
      "This order was not paid online: client care will settle the difference with you.",
      "change_needs_client_care",
    );
  }
  if (!token) {
    throw DomainError.validation({
      payment_token: ["Please confirm the payment of the difference."],
    });
  }
  const method = original.provider;
  let accepted: boolean;
  try {
    accepted = await differenceAccepted({
      method,
      token,
      orderId: order.id,
      occasion: changeOccasion(quote),
      amount,
      checkoutToken: original.providerToken,
    });
  } catch (error) {
    log().error({ err: error, change: changeId }, "[aftercare] difference intent not read");
    await markChange(db, changeId, "lost", "The payment provider did not answer.", now);
    throw DomainError.unavailable(
      "The payment could not be confirmed. Nothing was changed; please try again in a moment.",
      30,
    );
  }
  if (!accepted) {
    // Not a payment made for this change (another order's, or the order's own checkout): never
    // charged, and nothing of it is given back either.
    await markChange(db, changeId, "lost", "This payment was not made for this change.", now);
    throw DomainError.validation({
      payment_token: [
        "This payment was not made for this change. Please pay the difference again.",
      ],
    });
  }
  // A payment already recorded for this order (it paid an earlier change, or its outcome is
  // still being settled) never pays this one: the adapter would report the earlier capture as
  // this change's, and the change would be made with no new money. A refused one may be tried
  // again (a PayPal order can be approved again after a decline). Checked and recorded under
  // the order's row lock, so two confirmations sent at once with one token cannot both pass;
  // the lock is let go before the provider is asked.
  const idempotencyKey = `design_change_${changeId.replace(/-/g, "")}`;
  const attempt = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    const [used] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.providerToken, token),
          ne(payments.status, "failed"),
        ),
      )
      .limit(1);
    if (used) return null;
    const [recorded] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: method,
        status: "pending",
        amount,
        currency: original.currency,
        providerToken: token,
        idempotencyKey,
      })
      .returning();
    if (!recorded) throw new Error("the difference's payment was not recorded");
    await tx
      .update(orderDesignChanges)
      .set({ paymentId: recorded.id, updatedAt: now })
      .where(eq(orderDesignChanges.id, changeId));
    return recorded;
  });
  if (!attempt) {
    await markChange(db, changeId, "lost", "This payment was already used for this order.", now);
    throw DomainError.validation({
      payment_token: ["This payment was already used. Please pay the difference again."],
    });
  }
  let result;
  try {
    result = await providerFor(method).charge({
      orderId: order.id,
      amount,
      currency: "USD",
      method,
      token,
      idempotencyKey,
      description: `${brand.name} order ${order.number ?? ""}: design change`,
    });
  } catch (error) {
    // Unanswered: the attempt stays pending and reconciliation asks the provider; any money it
    // took is given back, as the change was not made.
    log().error({ err: error, change: changeId }, "[aftercare] difference charge unanswered");
    await markChange(db, changeId, "lost", "The payment provider did not answer.", now);
    throw DomainError.unavailable(
      "The payment could not be confirmed. Nothing was changed; please try again in a moment.",
      30,
    );
  }
  if (!result.ok) {
    await markAttemptFailed(db, { id: attempt.id, idempotencyKey }, result.message, now);
    await markChange(db, changeId, "charge_refused", `${result.code}: ${result.message}`, now);
    if (result.stranded) await giveBackStranded(db, attempt, result.stranded, now);
    throw new DomainError("invalid", result.message, {
      code: "payment_failed",
      errors: { payment_token: [result.message] },
    });
  }
  const [charged] = await db
    .update(payments)
    .set({ status: result.status, providerReference: result.reference, updatedAt: now })
    .where(eq(payments.id, attempt.id))
    .returning();
  return { payment: charged ?? null };
}

async function markChange(
  db: Db | Tx,
  changeId: string,
  status: "applied" | "charge_refused" | "lost",
  note: string | null,
  now: Date,
) {
  await db
    .update(orderDesignChanges)
    .set({ status, note, updatedAt: now })
    .where(eq(orderDesignChanges.id, changeId));
}

/** Part refunds of the difference, from the order's captures, each up to what is left of it. */
async function refundDifference(
  tx: Tx,
  cart: LoadedCart,
  changeId: string,
  amount: number,
  now: Date,
): Promise<string[]> {
  const owed: string[] = [];
  let left = amount;
  for (const payment of cart.payments) {
    if (left <= 0) break;
    if (payment.status !== "captured" || !payment.providerReference) continue;
    if (!isMethod(payment.provider)) continue;
    const given = await tx
      .select({ amount: paymentGiveBacks.amount })
      .from(paymentGiveBacks)
      .where(
        and(
          eq(paymentGiveBacks.paymentId, payment.id),
          eq(paymentGiveBacks.reason, PART_REFUND_REASON),
        ),
      );
    const room = payment.amount - given.reduce((sum, row) => sum + row.amount, 0);
    const part = Math.min(left, room);
    if (part <= 0) continue;
    const row = await recordPartRefund(
      tx,
      payment,
      { reference: payment.providerReference, amount: part, currency: payment.currency },
      changeId,
      now,
    );
    owed.push(row.id);
    left -= part;
  }
  if (left > 0) {
    // Nothing online to refund it to (an invoice order): kept on the change for client care.
    log().error(
      { change: changeId, left },
      "[aftercare] difference left for client care to refund",
    );
  }
  return owed;
}

type Decided =
  | { kind: "applied"; owed: string[] }
  | { kind: "lost"; owed: string[]; message: string; code: string };

/**
 * Confirms a change: the difference is charged first (outside the lock: a provider call never
 * holds the order's row), then under the row lock the window is checked again. Open: the line
 * takes the new design and its price, the totals and the promised date are rewritten, a cheaper
 * design's difference is recorded for refund, and the client is mailed. Closed meanwhile (the
 * atelier reported cutting, or the line changed): the change is lost, and a difference charged
 * for it is recorded for refund in the same transaction.
 */
export async function changeDesign(
  db: Db,
  order: OrderRow,
  request: ChangeRequest,
  now = new Date(),
): Promise<ChangeResult> {
  // Undefined in the refusal below when the request failed before it loaded the cart.
  let cart: LoadedCart | undefined;
  let quote: ChangeQuote;
  try {
    refuseWindow(order, "change");
    cart = await loadCart(db, order);
    ({ quote } = await quoteIn(db, cart, request));
    if (quote.difference !== request.expectedDifference) {
      throw closed(
        "The price of this change is not the one shown: please look at it again before confirming.",
        "change_price_changed",
      );
    }
  } catch (error) {
    // Refused before anything was taken (cutting reported, the price moved, the line or design
    // gone): a hold the client placed for this change's difference is let go at once rather
    // than left on the card until the provider lapses it, and a wallet reference opened for the
    // difference is cancelled.
    if (request.paymentToken) {
      const original = originalPayment(cart ?? (await loadCart(db, order)));
      if (original && isMethod(original.provider)) {
        await releaseDifference({
          method: original.provider,
          token: request.paymentToken,
          orderId: order.id,
          checkoutToken: original.providerToken,
        });
      }
    }
    throw error;
  }
  const [change] = await db
    .insert(orderDesignChanges)
    .values({
      orderId: order.id,
      orderItemId: quote.lineId,
      fromConfiguredProductId: quote.fromConfiguredProductId,
      toConfiguredProductId: quote.toConfiguredProductId,
      paidPrice: quote.paidPrice,
      newPrice: quote.newPrice,
      difference: quote.difference,
      promisedBefore: quote.promisedBefore,
    })
    .returning({ id: orderDesignChanges.id });
  if (!change) throw new Error("the design change was not recorded");
  const charged =
    quote.difference > 0
      ? await chargeDifference(db, order, cart, change.id, quote, request.paymentToken, now)
      : { payment: null };

  const decided = await db.transaction(async (tx): Promise<Decided> => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    const [item] = await tx
      .select({ configuredProductId: orderItems.configuredProductId })
      .from(orderItems)
      .where(eq(orderItems.id, quote.lineId));
    const refusal = locked ? changeRefusal(locked) : null;
    const moved = item?.configuredProductId !== quote.fromConfiguredProductId;
    const total = locked?.total !== quote.paidTotal;
    if (!locked || refusal || moved || total) {
      const message = refusal
        ? `${refusal.message} Nothing was changed${charged.payment ? ", and the difference charged is refunded" : ""}.`
        : "This bag's design or price changed meanwhile: please look at it again.";
      await markChange(tx, change.id, "lost", message, now);
      const owed: string[] = [];
      const payment = charged.payment;
      if (payment?.providerReference) {
        const row = await recordGiveBack(
          tx,
          payment,
          {
            action: payment.status === "captured" ? "refund" : "void",
            reference: payment.providerReference,
            amount: payment.amount,
            currency: payment.currency,
            reason: LOST_CHANGE_REASON,
          },
          now,
        );
        owed.push(row.id);
      }
      return {
        kind: "lost",
        owed,
        message,
        code: refusal ? "order_in_production" : "change_price_changed",
      };
    }
    await tx
      .update(orderItems)
      .set({ configuredProductId: quote.toConfiguredProductId, unitPrice: quote.newPrice })
      .where(eq(orderItems.id, quote.lineId));
    const fresh = await loadCart(tx, locked);
    await tx
      .update(orders)
      .set({
        ...totalsColumns(repriced(fresh, quote.lineId, quote.newPrice)),
        promisedDeliveryOn: quote.promisedAfter,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await tx
      .update(orderDesignChanges)
      .set({ status: "applied", promisedAfter: quote.promisedAfter, updatedAt: now })
      .where(eq(orderDesignChanges.id, change.id));
    const owed =
      quote.difference < 0
        ? await refundDifference(tx, cart, change.id, -quote.difference, now)
        : [];
    const owner = await orderOwner(tx, locked);
    if (owner && locked.number) {
      await queueMail(tx, {
        to: owner.email,
        ...designChangedMail({
          number: locked.number,
          orderUrl: owner.orderUrl,
          label: quote.label,
          difference: quote.difference,
          promised: quote.promisedAfter ? formatDeliveryDate(quote.promisedAfter) : null,
        }),
      });
    }
    return { kind: "applied", owed };
  });
  for (const id of decided.owed) await attemptGiveBack(db, id, now);
  if (decided.kind === "lost") throw closed(decided.message, decided.code);
  return { ...quote, changeId: change.id };
}

/**
 * "Cancel this bag": the whole order is cancelled (docs/adr/0343), through client care's own
 * path (cancelOrder: refund to the original method, stock and promo given back, a mail).
 */
export async function cancelByClient(db: Db, order: OrderRow, now = new Date()) {
  refuseWindow(order, "cancel");
  if (!order.number) throw DomainError.notFound("Order");
  const outcome = await cancelOrder(
    db,
    { number: order.number, reason: "Cancelled by the client", partnerId: null, idempotency: null },
    now,
  );
  return { status: outcome.view.status, refund: outcome.view.refund };
}

/** A placed order of this customer by its id, or null. */
export async function customerOrderRow(
  db: Db,
  customerId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row && row.status !== "cart" && row.status !== "pending_payment" ? row : null;
}

/** The order of a signed-in customer's page, by id: 404 for anyone else's. */
export async function customerAftercareOrder(
  db: Db,
  customerId: string,
  orderId: string,
): Promise<OrderRow> {
  const order = await customerOrderRow(db, customerId, orderId);
  if (!order) throw DomainError.notFound("Order");
  return order;
}

/**
 * The order this browser tracks, by its live tracking grant: a stranger without the order's
 * number and e-mail, or with a forgotten or expired grant, gets a 404 and acts on nothing.
 */
export async function trackedAftercareOrder(
  db: Db,
  store: RetailStoreSlug,
  cookie: string | undefined,
): Promise<OrderRow> {
  const order = await trackedOrderRow(db, store, cookie);
  if (!order) throw DomainError.notFound("Tracked order");
  return order;
}

/** The API's words for a quote (snake case, and whether the promised date moves). */
export const quoteAnswer = (quote: ChangeQuote) => ({
  line_id: quote.lineId,
  label: quote.label,
  paid_price: quote.paidPrice,
  new_price: quote.newPrice,
  paid_total: quote.paidTotal,
  new_total: quote.newTotal,
  difference: quote.difference,
  promised_before: quote.promisedBefore,
  promised_after: quote.promisedAfter,
  date_moves: quote.promisedBefore !== quote.promisedAfter,
});

export const aftercareAnswer = (view: AftercareView) => ({
  window: {
    open: view.window.open,
    closes_on: view.window.closesOn,
    message: view.window.message,
  },
  lines: view.lines.map((line) => ({
    id: line.id,
    label: line.label,
    product_name: line.productName,
    design: line.design,
  })),
});
