import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { ApiError } from "../api/errors";
import { CART_MESSAGES } from "../cart/errors";
import { loadCart, ownedCart, type LoadedCart, type OrderRow } from "../cart/load";
import { priceCart } from "../cart/price";
import { totalsColumns } from "../cart/totals";
import type { CartActor } from "../cart/service";
import { decodeState, validateConfiguration } from "../configurator";
import { designOf } from "../configured-products/present";
import { configuredProducts, customers, orderItems, orders, payments } from "../db/schema";
import type { Db, Tx } from "../db/types";
import {
  providerFor,
  type ChargeRequest,
  type ChargeResult,
  type PaymentMethod,
  type PaymentProvider,
} from "../payments";
import { showsSection } from "../retail/sections";
import { discountsOf } from "../associates/display";
import { assertAssociate } from "../associates/validate";
import { kioskSettings, maxDiscountFor } from "../retail/kiosk";
import { issueGiftCodes } from "./gift-code-issue";
import { MESSAGE_HAS_ACCOUNT } from "./guest-customer";
import { CHANNEL_MESSAGES, CHECKOUT_MESSAGES } from "./messages";
import { newOrderNumber } from "./order-number";
import { redeemPromo, releaseStock, reserveStock, unredeemPromo } from "./reserve";

export type PlaceOrderInput = {
  orderId: string;
  /** What the shopper was shown, in cents; refused when it is not the server's figure. */
  total: number;
  payment: { method: PaymentMethod; token: string } | { method: "invoice" };
};

export type PlacedOrder = { order: OrderRow; email: string; replayed: boolean };

const PLACED = ["placed", "paid"] as const;
const WAIT_STEPS = 40;
const WAIT_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyOf = (orderId: string, token: string) =>
  `${orderId}:${createHash("sha256").update(token).digest("hex").slice(0, 32)}`;

async function ownedOrder(db: Db, actor: CartActor, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedCart(actor.owner, actor.store)))
    .limit(1);
  return row ?? null;
}

/**
 * A second placeOrder for the same cart (double click, retry after a lost answer) waits for
 * the first to finish and then answers with the same order: one order, one charge.
 */
async function settled(db: Db, actor: CartActor, id: string): Promise<OrderRow | null> {
  for (let i = 0; i < WAIT_STEPS; i++) {
    const row = await ownedOrder(db, actor, id);
    if (!row || row.status !== "pending_payment") return row;
    await sleep(WAIT_MS);
  }
  throw ApiError.conflict(CHECKOUT_MESSAGES.inProgress);
}

async function emailOf(db: Db | Tx, customerId: string | null): Promise<string> {
  return (await buyerOf(db, customerId)).email;
}

async function buyerOf(db: Db | Tx, customerId: string | null) {
  if (!customerId) throw ApiError.validation({ customer: [CHECKOUT_MESSAGES.details] });
  const [row] = await db
    .select({ email: customers.email, hasAccount: customers.hasAccount })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw ApiError.validation({ customer: [CHECKOUT_MESSAGES.details] });
  return row;
}

/**
 * A cart registered to a guest e-mail that has since become an account is paid only by that
 * account, signed in: otherwise the order would appear in the account of whoever signed up with
 * the address, without them confirming it.
 */
async function payerEmail(tx: Tx, actor: CartActor, customerId: string | null): Promise<string> {
  const buyer = await buyerOf(tx, customerId);
  if (buyer.hasAccount && actor.owner.customerId !== customerId) {
    throw ApiError.validation({ email: [MESSAGE_HAS_ACCOUNT] });
  }
  return buyer.email;
}

/**
 * Spec 7 POST /placeOrder. In one transaction: lock the cart and its designs, reprice it, refuse
 * a total that is not the server's, take the stock and the promo use, and mark the order
 * pending. Then charge (outside the transaction: a provider call must not hold row locks). A
 * failed charge puts everything back and leaves the cart as it was; a successful one numbers
 * the order. A refusal before the charge lets go of any authorization the browser's token holds.
 */
export async function placeOrder(
  db: Db,
  actor: CartActor,
  input: PlaceOrderInput,
  attempt = 1,
): Promise<PlacedOrder> {
  const current = await settled(db, actor, input.orderId);
  if (!current) throw new ApiError(404, CART_MESSAGES.notFound);
  if ((PLACED as readonly string[]).includes(current.status)) {
    return { order: current, email: await emailOf(db, current.customerId), replayed: true };
  }
  if (current.status !== "cart") throw new ApiError(404, CART_MESSAGES.notFound);
  const invoiced = !showsSection(actor.store, "paymentDetails");
  if (invoiced !== (input.payment.method === "invoice")) {
    throw ApiError.validation({
      payment_method: [
        invoiced ? CHECKOUT_MESSAGES.invoiceOnly : CHECKOUT_MESSAGES.paymentRequired,
      ],
    });
  }

  let reserved: Reserved | null;
  try {
    reserved = await reserve(db, actor, input);
  } catch (error) {
    await releaseToken(input.payment);
    throw error;
  }
  if (!reserved) {
    // A parallel call for the same cart got there first: answer with its outcome, or, when it
    // failed and the cart is a cart again, try once more rather than report it as busy.
    const after = await settled(db, actor, input.orderId);
    if (after && (PLACED as readonly string[]).includes(after.status)) {
      return { order: after, email: await emailOf(db, after.customerId), replayed: true };
    }
    if (after?.status === "cart" && attempt < 2) return placeOrder(db, actor, input, attempt + 1);
    throw ApiError.conflict(CHECKOUT_MESSAGES.inProgress);
  }

  const outcome = await charge(db, reserved.cart, reserved.total, reserved.email, input.payment);
  if (!outcome.ok) {
    await db.transaction(async (tx) => {
      await releaseStock(tx, reserved.cart);
      await unredeemPromo(tx, reserved.cart);
      await tx
        .update(orders)
        .set({ status: "cart", promoCodeId: reserved.promoCodeId, updatedAt: new Date() })
        .where(eq(orders.id, input.orderId));
    });
    throw ApiError.validation({ payment: [outcome.message] }, outcome.message);
  }
  const placed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: outcome.paid ? "paid" : "placed",
        number: newOrderNumber(),
        placedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, input.orderId), inArray(orders.status, ["pending_payment"])))
      .returning();
    if (!row) throw new Error("order left pending_payment by someone else");
    if (row.status === "paid") await issueGiftCodes(tx, row.id);
    return row;
  });
  return { order: placed, email: reserved.email, replayed: false };
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
    throw ApiError.validation({ order_id: [CHECKOUT_MESSAGES.adjustmentsTooLarge] });
  }
}

type Reserved = { cart: LoadedCart; email: string; total: number; promoCodeId: string | null };

/** Phase 1: everything that must hold before money moves, under the cart's row lock. */
function reserve(db: Db, actor: CartActor, input: PlaceOrderInput): Promise<Reserved | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), ownedCart(actor.owner, actor.store)))
      .for("update");
    if (!order) throw new ApiError(404, CART_MESSAGES.notFound);
    if (order.status !== "cart") return null;
    // The kiosk's associate answers for an invoiced order: none signed in to the bag, no invoice.
    if (input.payment.method === "invoice") assertAssociate(order);
    // The stylist channel exists to credit the stylist: no order there without one.
    if (showsSection(actor.store, "stylistInputs") && !order.stylistId) {
      const message = CHANNEL_MESSAGES.stylistRequired;
      throw ApiError.validation({ stylist: [message] }, message);
    }
    await lockDesigns(tx, order.id);
    const cart = await loadCart(tx, order);
    if (cart.lines.length === 0) throw ApiError.validation({ order_id: [CHECKOUT_MESSAGES.empty] });
    assertDesignsComplete(cart);
    const email = await payerEmail(tx, actor, order.customerId);
    const priced = priceCart(cart);
    assertAdjustmentsWithinLimit(actor.store, priced.totals.item_total, cart.adjustments);
    if (priced.totals.total !== input.total) {
      throw ApiError.validation({ total: [CHECKOUT_MESSAGES.totalChanged(priced.totals.total)] });
    }
    const promoCodeId = order.promoCodeId;
    if (priced.promo && !priced.promo.applied) cart.promo = null;
    await reserveStock(tx, cart);
    if (priced.promo?.applied) await redeemPromo(tx, cart, order.customerId);
    for (const line of cart.lines) {
      const unit = priced.unitPrices.get(line.item.id) ?? line.item.unitPrice;
      await tx.update(orderItems).set({ unitPrice: unit }).where(eq(orderItems.id, line.item.id));
    }
    const t = priced.totals;
    await tx
      .update(orders)
      .set({
        status: "pending_payment",
        promoCodeId: cart.promo?.id ?? null,
        ...totalsColumns(t),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    return { cart, email, total: t.total, promoCodeId };
  });
}

/**
 * Locks the cart's designs before they are read, so an edit either lands before the order is
 * priced or waits until it is placed and is then refused (configured-products repository).
 */
async function lockDesigns(tx: Tx, orderId: string): Promise<void> {
  const inCart = tx
    .select({ id: orderItems.configuredProductId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await tx
    .select({ id: configuredProducts.id })
    .from(configuredProducts)
    .where(inArray(configuredProducts.id, inCart))
    .for("update");
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
      throw ApiError.validation({ order_id: [message] }, message);
    }
  }
}

async function releaseToken(payment: PlaceOrderInput["payment"]): Promise<void> {
  if (payment.method === "invoice") return;
  await providerFor(payment.method).release?.(payment.token);
}

type ChargeOutcome = { ok: true; paid: boolean } | { ok: false; message: string };

/** Records the attempt before the provider is called, so a crash leaves a trace to reconcile. */
async function charge(
  db: Db,
  cart: LoadedCart,
  amount: number,
  email: string,
  payment: PlaceOrderInput["payment"],
): Promise<ChargeOutcome> {
  if (payment.method === "invoice") {
    await db.insert(payments).values({
      orderId: cart.order.id,
      provider: "invoice",
      status: "pending",
      amount,
      idempotencyKey: `${cart.order.id}:invoice`,
    });
    return { ok: true, paid: false };
  }
  // Nothing to collect (a promo covered the goods): no provider is asked for zero cents, but the
  // order still gets its payment row, so the books show how every placed order was settled.
  if (amount === 0) {
    await db
      .insert(payments)
      .values({
        orderId: cart.order.id,
        provider: "covered",
        status: "captured",
        amount: 0,
        providerReference: "covered by promo",
        idempotencyKey: `${cart.order.id}:covered`,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey });
    await releaseToken(payment);
    return { ok: true, paid: true };
  }
  const idempotencyKey = keyOf(cart.order.id, payment.token);
  const [attempt] = await db
    .insert(payments)
    .values({
      orderId: cart.order.id,
      provider: payment.method,
      status: "pending",
      amount,
      idempotencyKey,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (!attempt) {
    return { ok: false, message: "This payment is already being processed. Please wait a moment." };
  }
  const result = await chargeWithRetries(providerFor(payment.method), {
    orderId: cart.order.id,
    amount,
    currency: "USD",
    method: payment.method,
    token: payment.token,
    idempotencyKey,
    description: `Atelier Ardent order ${cart.order.id.slice(0, 8)}`,
    customerEmail: email,
  });
  await db
    .update(payments)
    .set(
      result.ok
        ? { status: result.status, providerReference: result.reference, updatedAt: new Date() }
        : {
            status: "failed",
            failureMessage: result.message,
            // The failed attempt keeps its record but frees the key: the shopper may fix the
            // payment at the provider (PayPal) and retry with the same token, and after a
            // time-out the retry must reach the provider with the same key, which it
            // de-duplicates, so a charge that did go through is found rather than repeated.
            idempotencyKey: `${idempotencyKey}:failed:${attempt.id}`,
            updatedAt: new Date(),
          },
    )
    .where(eq(payments.id, attempt.id));
  return result.ok ? { ok: true, paid: result.status === "captured" } : result;
}

const RETRY_DELAYS_MS = [400, 1200];

/**
 * A time-out does not say whether the money moved. The same idempotency key is sent again, which
 * every provider de-duplicates, so a charge that went through is found instead of repeated.
 */
async function chargeWithRetries(
  provider: PaymentProvider,
  request: ChargeRequest,
): Promise<ChargeResult> {
  let result = await provider.charge(request);
  for (const delay of RETRY_DELAYS_MS) {
    if (result.ok || result.code !== "provider_unavailable") return result;
    await sleep(delay);
    result = await provider.charge(request);
  }
  return result;
}
