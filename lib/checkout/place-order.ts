import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { queueOrderConfirmation } from "../mail/outbox";
import { cartNotFound } from "../cart/errors";
import {
  loadCart,
  loadCartById,
  ownedCart,
  ownedCartPlaceholders,
  ownerParams,
} from "../cart/load";
import type { LoadedCart, OrderRow } from "../cart/loaded-cart";
import { priceCart } from "../cart/price";
import { totalsColumns } from "../cart/totals";
import type { CartActor } from "../cart/service";
import { decodeState, validateConfiguration } from "../configurator";
import { designOf } from "../configured-products/stored-design";
import {
  configuredProducts,
  customerAddresses,
  customers,
  orderItems,
  orders,
  mailOutbox,
  payments,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { placeholderAs, reusedStatement, type Reader } from "../db/prepared";
import {
  attemptValues,
  charge,
  chargeKey,
  pendingLeaseMs,
  recordAttempt,
  releaseToken,
  settle,
  type OrderPayment,
  type Settlement,
} from "./charge";
import { showsSection } from "../retail/sections";
import { discountsOf } from "../cart/associate-display";
import { keepBindingAlive } from "../associates/binding";
import { assertEnrolledKiosk, type KioskDevice } from "../kiosks/devices";
import { kioskSettings, maxDiscountFor } from "../retail/kiosk";
import { promiseOnPlacement, promisedOnPlacement } from "../delivery/placement";
import type { IsoDate } from "../calendar/days";
import { issueGiftCodes } from "./gift-code-issue";
import { CHANNEL_MESSAGES, CHECKOUT_MESSAGES } from "./messages";
import { isActiveStylist } from "../stylists/repository";
import { newOrderNumber } from "./order-number";
import { redeemPromo, releaseStock, reserveStock, unredeemPromo } from "./reserve";

type Payment = typeof payments.$inferSelect;

export type PlaceOrderInput = {
  orderId: string;
  /** What the shopper was shown, in cents; refused when it is not the server's figure. */
  total: number;
  payment: OrderPayment;
  /** The enrolled kiosk the request came from (issue 25): an invoice needs one, nothing else. */
  kiosk?: KioskDevice | null;
};

export type PlacedOrder = {
  order: OrderRow;
  email: string;
  replayed: boolean;
  /**
   * The cart as this call placed it (its lines as reserved and priced, the numbered order, this
   * charge's payment added): the answer is made from it rather than by reading the order again.
   * Absent on a replay, which answers from what it reads.
   */
  placedCart?: LoadedCart;
};

type Reserved = {
  cart: LoadedCart;
  email: string;
  total: number;
  promoCodeId: string | null;
  /** The charge's attempt recorded with the reservation (absent: the charge records its own). */
  attempt?: Payment;
};

/**
 * What placeOrder knows when it numbers the order it reserved: the cart's lines (neither they
 * nor its designs change once the order is pending: edits need a cart) and the payer's address.
 */
type Known = Pick<Reserved, "cart" | "email">;

/**
 * Everything one press of "Place order" works with: passed along whole, so each step below reads
 * the same input rather than its own pick of it. `refusal`: the payment method this store does
 * not take, refused only when the order is still a cart (a replay answers with its order).
 */
type Placing = {
  db: Db;
  actor: CartActor;
  input: PlaceOrderInput;
  refusal: DomainError | null;
};

/**
 * Spec 7 POST /placeOrder, told in the order it happens, one place for each step:
 *
 * 1. **Reserve** (`reserve`, one transaction under the cart's row lock): reprice the bag, refuse
 *    a total that is not the server's, take the stock and the promo use, mark the order pending
 *    and record the charge's attempt, so a reserved order always has one to reconcile.
 * 2. **Charge** (`chargeReserved`, then `charge` in charge.ts): ask the provider, outside any
 *    transaction (a provider call must not hold row locks). A refused charge is **put back**
 *    (`putBack`): stock, promo use, and the cart as it was.
 * 3. **Promise** (`promisedOnPlacement`, lib/delivery): the date the client is promised, read
 *    against the queue of orders placed before this one while the provider is asked.
 * 4. **Number, record and mail** (`numberReserved`): the order numbered with its promised date,
 *    the provider's answer recorded on its attempt, and the confirmation queued for the outbox,
 *    in one statement (or one transaction when gift cards are issued with it). The outbox sends
 *    the mail after the answer (lib/jobs/mail).
 *
 * A press that finds no cart to reserve (a double click, a retry after a lost answer, a process
 * that died mid-charge) is answered by `placedBefore`, at the end of the story. A refusal before
 * the charge lets go of any authorization the browser's token holds.
 */
export async function placeOrder(
  db: Db,
  actor: CartActor,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const placing: Placing = { db, actor, input, refusal: paymentMethodRefusal(actor, input) };
  // The usual press finds a cart: it is reserved straight away, without reading the order once
  // more beforehand. Every other state takes the long way, `placedBefore`.
  const reserved = await reserveOrRelease(placing, "null");
  if (!reserved) return placedBefore(placing, 1);
  return chargeReserved(placing, reserved);
}

// ---- 1. Reserve ----

/**
 * A store that invoices takes invoices only, and every other store takes none. Refused only
 * when the order is still a cart: a replay of a placed order answers with that order.
 */
function paymentMethodRefusal(actor: CartActor, input: PlaceOrderInput): DomainError | null {
  const invoiced = !showsSection(actor.store, "paymentDetails");
  if (invoiced === (input.payment.method === "invoice")) return null;
  return DomainError.validation({
    payment_method: [invoiced ? CHECKOUT_MESSAGES.invoiceOnly : CHECKOUT_MESSAGES.paymentRequired],
  });
}

/** `reserve`; a refusal other than the payment method lets go of the browser's token. */
async function reserveOrRelease(
  placing: Placing,
  missing: "throw" | "null",
): Promise<Reserved | null> {
  try {
    return await reserve(placing, missing);
  } catch (error) {
    if (error !== placing.refusal) await releaseToken(placing.input.payment);
    throw error;
  }
}

/**
 * Step 1: everything that must hold before money moves, under the cart's row lock. Null when
 * the order is no longer a cart, or (`missing: "null"`) is not found at all.
 */
function reserve(
  { db, actor, input, refusal }: Placing,
  missing: "throw" | "null",
): Promise<Reserved | null> {
  return db.transaction(async (tx) => {
    // The cart's row lock, its designs' locks and the cart itself, sent together (one round trip
    // instead of three; the database runs them in this order, so the cart is read locked).
    const owned = { id: input.orderId, ...ownerParams(actor.owner, actor.store) };
    const [[locked], , loaded] = await Promise.all([
      lockedCart(tx).execute(owned),
      designLocks(tx).execute(owned),
      loadCartById(tx, input.orderId),
    ]);
    if (!locked && missing === "null") return null;
    if (!locked || !loaded) throw cartNotFound();
    const { order, payer } = locked;
    if (order.status !== "cart") return null;
    if (refusal) throw refusal;
    // The kiosk's associate answers for an invoiced order: none signed in to the bag, no invoice.
    if (input.payment.method === "invoice") {
      assertEnrolledKiosk(input.kiosk ?? null);
      await keepBindingAlive(tx, order);
    }
    // The stylist channel exists to credit the stylist: no order there without one.
    if (showsSection(actor.store, "stylistInputs") && !order.stylistId) {
      const message = CHANNEL_MESSAGES.stylistRequired;
      throw DomainError.validation({ stylist: [message] }, message);
    }
    // Named at checkout, perhaps days ago: the commission goes only to a stylist still with us.
    if (order.stylistId && !(await isActiveStylist(tx, order.stylistId))) {
      const message = CHANNEL_MESSAGES.stylistInactive;
      throw DomainError.validation({ stylist: [message] }, message);
    }
    if (showsSection(actor.store, "customerDetails") && !(await hasClientPhone(tx, order))) {
      const message = CHANNEL_MESSAGES.clientPhone;
      throw DomainError.validation({ "customerDetails.phone": [message] }, message);
    }
    const cart = loaded;
    if (cart.lines.length === 0)
      throw DomainError.validation({ order_id: [CHECKOUT_MESSAGES.empty] });
    assertDesignsComplete(cart);
    const email = payerEmail(actor, order.customerId, payer);
    const priced = priceCart(cart);
    assertAdjustmentsWithinLimit(actor.store, priced.totals.item_total, cart.adjustments);
    if (priced.totals.total !== input.total) {
      throw DomainError.validation({
        total: [CHECKOUT_MESSAGES.totalChanged(priced.totals.total)],
      });
    }
    const promoCodeId = order.promoCodeId;
    if (priced.promo && !priced.promo.applied) cart.promo = null;
    await reserveStock(tx, cart);
    if (priced.promo?.applied) await redeemPromo(tx, cart, order.customerId);
    for (const line of cart.lines) {
      const unit = priced.unitPrices.get(line.item.id) ?? line.item.unitPrice;
      // A price the line already holds is not written again (one statement less per line).
      if (unit === line.item.unitPrice) continue;
      await tx.update(orderItems).set({ unitPrice: unit }).where(eq(orderItems.id, line.item.id));
      line.item.unitPrice = unit;
    }
    const t = priced.totals;
    const pending = markPending(tx).execute({
      id: order.id,
      promo: cart.promo?.id ?? null,
      now: new Date(),
      ...totalsColumns(t),
    });
    // The charge's attempt is recorded with the reservation: a reserved order always has one to
    // reconcile. Both statements are issued together (one round trip); postgres.js sends COMMIT
    // once the body has returned.
    const attempt = recordAttempt(tx, attemptValues(order.id, t.total, input.payment));
    const [, recorded] = await Promise.all([pending, attempt]);
    return { cart, email, total: t.total, promoCodeId, attempt: recorded };
  });
}

/**
 * A cart addressed to an account is paid only by that account, signed in (a guest's cart is
 * addressed to the guest record of the address, never to an account). `payer`: the customer row
 * read with the cart's lock.
 */
function payerEmail(
  actor: CartActor,
  customerId: string | null,
  payer: { email: string; account: boolean } | null,
): string {
  if (!customerId || !payer) {
    throw DomainError.validation({ customer: [CHECKOUT_MESSAGES.details] });
  }
  if (payer.account && actor.owner.customerId !== customerId) {
    throw DomainError.validation({ email: [CHECKOUT_MESSAGES.signInToPay] });
  }
  return payer.email;
}

/**
 * The client's phone, on this order's address or on the customer (an account holder's checkout
 * skips the form that asks for it, so it is checked again here, where the order is placed).
 */
async function hasClientPhone(tx: Tx, order: OrderRow): Promise<boolean> {
  const [row] = await tx
    .select({ address: customerAddresses.phone, customer: customers.phone })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, orders.shippingAddressId))
    .where(eq(orders.id, order.id));
  return Boolean(row?.address || row?.customer);
}

/**
 * Items taken out after an adjustment was given can leave the discount above the kiosk's limit
 * (or the goods below zero): such a bag is not placed until the associate changes it.
 */
function assertAdjustmentsWithinLimit(
  store: CartActor["store"],
  itemTotal: number,
  adjustments: readonly { amount: number }[],
) {
  const settings = kioskSettings(store);
  const discounts = discountsOf(adjustments);
  const limit = settings ? maxDiscountFor(settings, itemTotal) : 0;
  if (discounts > limit) {
    throw DomainError.validation({ order_id: [CHECKOUT_MESSAGES.adjustmentsTooLarge] });
  }
}

/** A design edited in the bag after it was added may no longer be complete (spec 5). */
function assertDesignsComplete(cart: LoadedCart): void {
  for (const line of cart.lines) {
    if (line.kind !== "configured_product") continue;
    const issue = validateConfiguration(
      line.product,
      decodeState(line.product, designOf(line.configured.data)),
    );
    if (issue) {
      const message = `${line.product.label}: ${issue.message}`;
      throw DomainError.validation({ order_id: [message] }, message);
    }
  }
}

// ---- 2 to 4. Charge (or put back), promise, number, record and mail ----

/**
 * Steps 2 to 4 for a reserved order: the charge, then either the order numbered (with its
 * promise, the provider's answer and the mail) or everything put back.
 */
async function chargeReserved(
  { db, input }: Pick<Placing, "db" | "input">,
  reserved: Reserved,
  replayed = false,
): Promise<PlacedOrder> {
  const orderId = input.orderId;
  // 3. The promise is read while the provider is asked (one flight less per order), with the
  // placing time taken now; unused when the charge fails.
  const placedAt = new Date();
  const promised = promisedOnPlacement(db, reserved.cart, orderId, placedAt);
  promised.catch(() => undefined);
  // 2. The charge.
  const outcome = await charge(
    db,
    orderId,
    reserved.total,
    reserved.email,
    input.payment,
    reserved.attempt,
  );
  if (!outcome.ok && outcome.unconfirmed) {
    // Nobody knows yet whether the money moved: the order stays reserved for a replay with the
    // same token (after the lease) or for reconciliation, never reopened with money maybe taken.
    throw DomainError.conflict(outcome.message, "payment_unconfirmed");
  }
  if (!outcome.ok) {
    await putBack(db, orderId, reserved);
    throw DomainError.validation({ payment: [outcome.message] }, outcome.message);
  }
  // 4. Numbered, recorded and mailed.
  const numbering = await numberReserved(db, orderId, outcome.paid, {
    known: reserved,
    settlement: outcome.settle,
    attempt: outcome.payment,
    placedAt,
    promised: await promised,
  });
  const { order } = numbering;
  const placed = { order, email: reserved.email, replayed };
  const payment = outcome.settle ? numbering.payment : outcome.payment;
  if (!numbering.here || !payment) return placed;
  // Nothing the answer shows changed since the reservation read it (the order was pending, its
  // lines and designs locked), but the order row and this charge's payment.
  const payments = [...reserved.cart.payments.filter((p) => p.id !== payment.id), payment];
  return { ...placed, placedCart: { ...reserved.cart, order, payments } };
}

/** A refused charge: the stock and the promo use given back, and the cart as it was. */
async function putBack(db: Db, orderId: string, reserved: Reserved): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseStock(tx, reserved.cart);
    await unredeemPromo(tx, reserved.cart);
    await tx
      .update(orders)
      .set({ status: "cart", promoCodeId: reserved.promoCodeId, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending_payment")));
  });
}

/**
 * The charge went through: the order gets its number (and gift cards bought are issued). With
 * `known`, the promised date is written with the number and nothing is read again.
 */
export async function numberOrder(
  db: Db,
  orderId: string,
  paid: boolean,
  known?: Known,
): Promise<OrderRow> {
  return (await numberReserved(db, orderId, paid, known ? { known } : {})).order;
}

type Numbering = {
  known?: Known;
  /** The provider's answer, written with the number. */
  settlement?: Settlement;
  /** The payment row `settlement` settles, as the reservation recorded it. */
  attempt?: Payment;
  placedAt?: Date;
  /** Read already (with `known`): the promised date, null when nothing is made or sent. */
  promised?: IsoDate | null;
};

/**
 * `numberOrder`, saying whether this call numbered it (else a replay had, with the same charge),
 * and writing the provider's answer (`settlement`) with it.
 */
async function numberReserved(
  db: Db,
  orderId: string,
  paid: boolean,
  { known, settlement, attempt, placedAt = new Date(), promised: read }: Numbering,
): Promise<{ order: OrderRow; here: boolean; payment?: Payment }> {
  const status = paid ? "paid" : "placed";
  const promised =
    read !== undefined
      ? read
      : known
        ? await promisedOnPlacement(db, known.cart, orderId, placedAt)
        : null;
  if (known && !known.cart.lines.some((line) => line.kind === "gift_code")) {
    // The usual order: the payment settled, the order numbered and its confirmation queued in
    // ONE statement (data-modifying CTEs): atomic on its own, no BEGIN or COMMIT to wait for.
    const [row] = await numberedAtOnce(db).execute({
      id: orderId,
      status,
      number: newOrderNumber(),
      at: placedAt,
      promised,
      to: known.email,
      paymentId: settlement?.id ?? null,
      paymentStatus: settlement?.status ?? null,
      reference: settlement?.reference ?? null,
    });
    if (row) {
      // The settled row is the recorded attempt with what the statement wrote into it.
      const payment =
        settlement && attempt?.id === settlement.id
          ? {
              ...attempt,
              status: settlement.status,
              providerReference: settlement.reference,
              updatedAt: placedAt,
            }
          : undefined;
      return { order: row, here: true, payment };
    }
    return numberedElsewhere(db, orderId);
  }
  return db.transaction(async (tx) => {
    // Issued together: one round trip; COMMIT follows once they have all answered.
    const settled = settlement ? settle(tx, settlement) : undefined;
    const number = numbered(tx).execute({
      id: orderId,
      status,
      number: newOrderNumber(),
      at: placedAt,
      promised,
    });
    // The confirmation is part of placing the order: queued here, sent by the outbox (the
    // statement queues it only once the order is placed, and once per order).
    const mail = known ? queueOrderConfirmation(tx, orderId, known.email) : null;
    const [[numberedRow], , payment] = await Promise.all([number, mail, settled]);
    if (numberedRow) {
      const row = known ? numberedRow : await promiseOnPlacement(tx, numberedRow);
      const giftCards = !known || known.cart.lines.some((line) => line.kind === "gift_code");
      if (row.status === "paid" && giftCards) await issueGiftCodes(tx, row.id);
      if (!known) await queueOrderConfirmation(tx, row.id, await emailOf(tx, row.customerId));
      return { order: row, here: true, payment };
    }
    return numberedElsewhere(tx, orderId);
  });
}

/** A replay that took over a stalled charge numbered it first; the money moved once (same key). */
async function numberedElsewhere(
  db: Db | Tx,
  orderId: string,
): Promise<{ order: OrderRow; here: boolean }> {
  const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (after && (PLACED as readonly string[]).includes(after.status)) {
    return { order: after, here: false };
  }
  throw new Error("order left pending_payment by someone else");
}

// ---- A press that finds no cart: a replay, a double click, a charge left pending ----

const PLACED = ["placed", "paid"] as const;
const WAIT_STEPS = 40;
const WAIT_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ownedOrder(db: Db, actor: CartActor, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedCart(actor.owner, actor.store)))
    .limit(1);
  return row ?? null;
}

const stale = (row: OrderRow, leaseMs: number) => row.updatedAt.getTime() < Date.now() - leaseMs;

/**
 * A second placeOrder for the same cart (double click, retry after a lost answer) waits for
 * the first to finish and then answers with the same order: one order, one charge. An order
 * pending for longer than any charge takes was left by a process that died mid-charge: it is
 * returned as it is, for the caller to finish.
 */
async function settled(
  db: Db,
  actor: CartActor,
  id: string,
  leaseMs: number,
): Promise<OrderRow | null> {
  for (let i = 0; i < WAIT_STEPS; i++) {
    const row = await ownedOrder(db, actor, id);
    if (!row || row.status !== "pending_payment" || stale(row, leaseMs)) return row;
    await sleep(WAIT_MS);
  }
  throw DomainError.conflict(CHECKOUT_MESSAGES.inProgress, "checkout_in_progress");
}

async function emailOf(db: Db | Tx, customerId: string | null): Promise<string> {
  if (!customerId) throw DomainError.validation({ customer: [CHECKOUT_MESSAGES.details] });
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw DomainError.validation({ customer: [CHECKOUT_MESSAGES.details] });
  return row.email;
}

/**
 * The order was not a cart when `reserve` looked (or is not this shopper's): a second
 * placeOrder for the same cart (double click, retry after a lost answer) waits for the first to
 * finish and then answers with the same order: one order, one charge. An order pending for
 * longer than the longest charge was left by a process that died mid-charge and is finished here.
 */
async function placedBefore(placing: Placing, attempt: number): Promise<PlacedOrder> {
  const { db, actor, input } = placing;
  const leaseMs = pendingLeaseMs(input.payment);
  const current = await settled(db, actor, input.orderId, leaseMs);
  if (!current) throw cartNotFound();
  if ((PLACED as readonly string[]).includes(current.status)) {
    return { order: current, email: await emailOf(db, current.customerId), replayed: true };
  }
  if (current.status === "pending_payment") return resume(placing, current, leaseMs);
  if (current.status !== "cart") throw cartNotFound();
  // A cart again (the first attempt's charge failed): reserved as usual.
  const reserved = await reserveOrRelease(placing, "throw");
  if (!reserved) {
    // A parallel call for the same cart got there first: answer with its outcome, or, when it
    // failed and the cart is a cart again, try once more rather than report it as busy.
    const after = await settled(db, actor, input.orderId, leaseMs);
    if (after && (PLACED as readonly string[]).includes(after.status)) {
      return { order: after, email: await emailOf(db, after.customerId), replayed: true };
    }
    if (after?.status === "cart" && attempt < 2) {
      return placedBefore(placing, attempt + 1);
    }
    throw DomainError.conflict(CHECKOUT_MESSAGES.inProgress, "checkout_in_progress");
  }
  return chargeReserved(placing, reserved);
}

/**
 * A replay of an order its process left in pending_payment (killed between the reservation and
 * the order number). The stock and promo use are still held; the charge is asked again with the
 * same idempotency key, so a charge that went through is found and one that never started is
 * made now. One replay takes it over (the lease is renewed atomically); others wait as usual.
 */
async function resume(
  { db, input }: Placing,
  pending: OrderRow,
  leaseMs: number,
): Promise<PlacedOrder> {
  const [claimed] = await db
    .update(orders)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, pending.id),
        eq(orders.status, "pending_payment"),
        lt(orders.updatedAt, new Date(Date.now() - leaseMs)),
      ),
    )
    .returning();
  if (!claimed) throw DomainError.conflict(CHECKOUT_MESSAGES.inProgress, "checkout_in_progress");
  const email = await emailOf(db, claimed.customerId);
  const cart = await loadCart(db, claimed);
  // The total was fixed when the order was reserved; a replay showing another is not this order.
  if (claimed.total !== input.total) {
    throw DomainError.validation({ total: [CHECKOUT_MESSAGES.totalChanged(claimed.total)] });
  }
  // A charge begun with another token may have gone through under its own key: asking again with
  // this token could take the money twice, so that order is left to reconciliation.
  const ownKey =
    input.payment.method === "invoice" ? null : chargeKey(claimed.id, input.payment.token);
  const begun = await db
    .select({ key: payments.idempotencyKey })
    .from(payments)
    .where(and(eq(payments.orderId, claimed.id), eq(payments.status, "pending")));
  if (begun.some((p) => p.key !== ownKey && !p.key.endsWith(":invoice"))) {
    throw DomainError.conflict(CHECKOUT_MESSAGES.inProgress, "checkout_in_progress");
  }
  const [settledPayment] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(eq(payments.orderId, claimed.id), inArray(payments.status, ["captured", "authorized"])),
    )
    .limit(1);
  if (settledPayment) {
    const order = await numberOrder(db, claimed.id, settledPayment.status === "captured");
    return { order, email, replayed: true };
  }
  const reserved = { cart, email, total: claimed.total, promoCodeId: claimed.promoCodeId };
  const { order } = await chargeReserved({ db, input }, reserved, true);
  return { order, email, replayed: true };
}

// ---- The statements, built once (lib/db/prepared.ts) ----

const placeholder = (name: string) => sql.placeholder(name);

/** `totalsColumns` as placeholders named after its columns, bound with `totalsColumns(t)`. */
const totalsPlaceholders = () => ({
  itemTotal: placeholderAs("itemTotal", orders.itemTotal),
  promoTotal: placeholderAs("promoTotal", orders.promoTotal),
  giftCodeTotal: placeholderAs("giftCodeTotal", orders.giftCodeTotal),
  adjustmentTotal: placeholderAs("adjustmentTotal", orders.adjustmentTotal),
  includedTaxTotal: placeholderAs("includedTaxTotal", orders.includedTaxTotal),
  shippingTotal: placeholderAs("shippingTotal", orders.shippingTotal),
  total: placeholderAs("total", orders.total),
});

/**
 * The cart's row lock, with its payer (placeOrder's statements are built once: lib/db/prepared.ts).
 * Whatever its status: the caller tells a placed order from a cart.
 */
const lockedCart = reusedStatement("place_order_lock", (db) =>
  db
    .select({ order: orders, payer: { email: customers.email, account: customers.hasAccount } })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, placeholder("id")), ownedCartPlaceholders()))
    .for("update", { of: orders }),
);

/**
 * Locks the cart's designs before they are read, so an edit either lands before the order is
 * priced or waits until it is placed and is then refused (configured-products repository). Only
 * the designs of this shopper's own cart, still a cart: the lock is sent before the order's row
 * has been looked at.
 */
const designLocks = reusedStatement("place_order_lock_designs", (db) => {
  const inCart = db
    .select({ id: orderItems.configuredProductId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.orderId, placeholder("id")),
        eq(orders.status, "cart"),
        ownedCartPlaceholders(),
      ),
    );
  return db
    .select({ id: configuredProducts.id })
    .from(configuredProducts)
    .where(inArray(configuredProducts.id, inCart))
    .for("update");
});

/** The numbering's UPDATE, alone (`numbered`) or as the first part of `numberedAtOnce`. */
const numberingUpdate = (db: Reader) =>
  db
    .update(orders)
    .set({
      status: placeholderAs("status", orders.status),
      number: placeholderAs("number", orders.number),
      placedAt: placeholderAs("at", orders.placedAt),
      updatedAt: placeholderAs("at", orders.updatedAt),
      promisedDeliveryOn: sql`coalesce(${placeholderAs("promised", orders.promisedDeliveryOn)}, ${orders.promisedDeliveryOn})`,
    })
    .where(and(eq(orders.id, placeholder("id")), eq(orders.status, "pending_payment")))
    .returning();

/**
 * The order numbered once its charge went through; still pending payment, or someone else did
 * it. A promised date given here is written with the number, else the one it has is kept.
 */
const numbered = reusedStatement("place_order_number", (db) => numberingUpdate(db));

/**
 * `numbered`, the provider's answer written to its payment (none when `paymentId` is null) and
 * the confirmation queued for the order just numbered, as one statement. Its parts run on one
 * snapshot, so the mail is queued from `numbered`'s own rows (an order someone else moved on
 * gets none), and the outbox's unique index keeps it to one per order.
 */
const numberedAtOnce = reusedStatement("place_order_number_at_once", (db) => {
  const numberedOrder = db.$with("numbered").as(numberingUpdate(db));
  const settledPayment = db.$with("settled").as(
    db
      .update(payments)
      .set({
        status: placeholderAs("paymentStatus", payments.status),
        providerReference: placeholderAs("reference", payments.providerReference),
        updatedAt: placeholderAs("at", payments.updatedAt),
      })
      .where(eq(payments.id, placeholder("paymentId")))
      .returning({ id: payments.id }),
  );
  const column = (name: string) => sql.identifier(name);
  const queued = db.$with("queued", { id: mailOutbox.id }).as(
    sql`insert into ${mailOutbox} (${column(mailOutbox.kind.name)}, ${column(mailOutbox.orderId.name)}, ${column(mailOutbox.toAddress.name)})
      select 'order_confirmation', ${numberedOrder.id}, ${placeholder("to")}::text from ${numberedOrder}
      on conflict do nothing returning ${mailOutbox.id}`,
  );
  return db.with(numberedOrder, settledPayment, queued).select().from(numberedOrder);
});

/** The reserved order: pending payment, with the totals it will be charged. */
const markPending = reusedStatement("place_order_pending", (db) =>
  db
    .update(orders)
    .set({
      status: "pending_payment",
      promoCodeId: placeholderAs("promo", orders.promoCodeId),
      ...totalsPlaceholders(),
      updatedAt: placeholderAs("now", orders.updatedAt),
    })
    .where(eq(orders.id, placeholder("id"))),
);
