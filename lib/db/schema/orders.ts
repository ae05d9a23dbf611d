import * as pg from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { cents, createdAt, id, link, parent, updatedAt } from "./columns";
import { PAYMENT_STATUSES, PRODUCTION_STAGES } from "./enums";
import { configuredProducts } from "./configured";
import { customerAddresses, customers } from "./customers";
import { giftBoxes, products } from "./products";
import { retailStores, salesAssociates, stylists } from "./retail";

export type PostalAddress = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export const promoCodes = pg.pgTable("promo_codes", {
  id: id(),
  /** Stored upper-cased. */
  code: pg.text("code").notNull().unique(),
  /** A code for one store only (a partner's own campaign); null is every store with promos. */
  retailStoreId: pg.uuid("retail_store_id").references(() => retailStores.id),
  kind: pg.text("kind", { enum: ["percentage", "fixed"] }).notNull(),
  /** Basis points for percentage (1500 = 15%), cents for fixed. */
  value: pg.integer("value").notNull(),
  minItemTotal: cents("min_item_total").notNull().default(0),
  startsAt: pg.timestamp("starts_at", { withTimezone: true }),
  expiresAt: pg.timestamp("expires_at", { withTimezone: true }),
  /** Total redemptions allowed; null is unlimited. 1 makes a single-use code. */
  maxUses: pg.integer("max_uses"),
  timesUsed: pg.integer("times_used").notNull().default(0),
  active: pg.boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const orders = pg.pgTable(
  "orders",
  {
    id: id(),
    /** Shown to shoppers; random, assigned when the order is placed. */
    number: pg.text("number").unique(),
    status: pg
      .text("status", {
        enum: ["cart", "pending_payment", "placed", "paid", "cancelled", "refunded"],
      })
      .notNull()
      .default("cart"),
    customerId: pg.uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    sessionId: pg.text("session_id").notNull(),
    retailStoreId: link("retail_store_id", () => retailStores.id),
    promoCodeId: pg.uuid("promo_code_id").references(() => promoCodes.id),
    salesAssociateId: pg.uuid("sales_associate_id").references(() => salesAssociates.id),
    /** When the bound associate last entered their PIN on this cart; null once a money action spent it. */
    associatePinAt: pg.timestamp("associate_pin_at", { withTimezone: true }),
    /** The PIN or money action that last kept the binding alive; it ends 15 minutes after. */
    associateActiveAt: pg.timestamp("associate_active_at", { withTimezone: true }),
    shippingAddressId: pg.uuid("shipping_address_id").references(() => customerAddresses.id),
    billingAddressId: pg.uuid("billing_address_id").references(() => customerAddresses.id),
    itemTotal: cents("item_total").notNull().default(0),
    promoTotal: cents("promo_total").notNull().default(0),
    giftCodeTotal: cents("gift_code_total").notNull().default(0),
    adjustmentTotal: cents("adjustment_total").notNull().default(0),
    includedTaxTotal: cents("included_tax_total").notNull().default(0),
    shippingTotal: cents("shipping_total").notNull().default(0),
    total: cents("total").notNull().default(0),
    currency: pg.text("currency").notNull().default("USD"),
    comments: pg.text("comments"),
    /** Stylist channel: who styled the order, and their note about the client. */
    stylistId: pg.uuid("stylist_id").references(() => stylists.id),
    clientNote: pg.text("client_note"),
    /** Referrer inputs: "How did you hear about us" and an optional referrer's e-mail. */
    referralSource: pg.text("referral_source"),
    referrerEmail: pg.text("referrer_email"),
    receiptNumber: pg.text("receipt_number"),
    /**
     * The order confirmation mail: when a send was last started (a lease, so two replays do not
     * both send) and when it went out. Unsent after a crash, it goes out on the next replay.
     */
    confirmationAttemptAt: pg.timestamp("confirmation_attempt_at", { withTimezone: true }),
    confirmationSentAt: pg.timestamp("confirmation_sent_at", { withTimezone: true }),
    placedAt: pg.timestamp("placed_at", { withTimezone: true }),
    /**
     * Issue 26: where the atelier is with the order (the history is order_stage_events), and when
     * it got there; null while it is `received`, whose date is placed_at.
     */
    productionStage: pg
      .text("production_stage", { enum: PRODUCTION_STAGES })
      .notNull()
      .default("received"),
    productionStageAt: pg.timestamp("production_stage_at", { withTimezone: true }),
    /**
     * The delivery date promised when the order was placed (New York calendar day), from the
     * lead times and the atelier's queue then (lib/delivery); null for gift cards only.
     */
    promisedDeliveryOn: pg.date("promised_delivery_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("orders_customer_status").on(t.customerId, t.status),
    pg.index("orders_session").on(t.sessionId),
    // The atelier's queue: recent open orders, read for every promised date.
    pg.index("orders_status_placed").on(t.status, t.placedAt),
  ],
);

export const giftCodes = pg.pgTable("gift_codes", {
  id: id(),
  /** Random redemption code, issued when the order is paid. */
  code: pg.text("code").unique(),
  amount: cents("amount").notNull(),
  balance: cents("balance").notNull(),
  senderName: pg.text("sender_name"),
  recipientName: pg.text("recipient_name"),
  recipientEmail: pg.text("recipient_email"),
  message: pg.text("message"),
  /** Present for physical delivery, which adds a surcharge. */
  address: pg.jsonb("address").$type<PostalAddress>(),
  /**
   * Who created it to buy: only that browser session (or signed-in customer) may put it in a
   * cart, so a gift card's id alone neither adds it nor shows the recipient. Null on cards
   * created before the rule, which nobody can add any more.
   */
  ownerSessionId: pg.text("owner_session_id"),
  ownerCustomerId: pg.uuid("owner_customer_id").references(() => customers.id, {
    onDelete: "set null",
  }),
  createdAt: createdAt(),
});

/** Cart and order lines: exactly one of the three item references is set. */
export const orderItems = pg.pgTable(
  "order_items",
  {
    id: id(),
    orderId: parent("order_id", () => orders.id),
    itemType: pg
      .text("item_type", { enum: ["configured_product", "product", "gift_code"] })
      .notNull(),
    configuredProductId: pg.uuid("configured_product_id").references(() => configuredProducts.id),
    productId: pg.uuid("product_id").references(() => products.id),
    giftCodeId: pg.uuid("gift_code_id").references(() => giftCodes.id),
    quantity: pg.integer("quantity").notNull().default(1),
    /** Fixed when the order is placed; recomputed while it is a cart. */
    unitPrice: cents("unit_price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("order_items_order").on(t.orderId),
    // A gift card is one line, in one cart that becomes one order: never sold twice.
    pg
      .uniqueIndex("order_items_gift_code_once")
      .on(t.giftCodeId)
      .where(sql`${t.giftCodeId} is not null`),
    pg.check(
      "order_items_one_item",
      sql`num_nonnulls(${t.configuredProductId}, ${t.productId}, ${t.giftCodeId}) = 1`,
    ),
    pg.check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderGiftBoxes = pg.pgTable(
  "order_gift_boxes",
  {
    id: id(),
    orderId: parent("order_id", () => orders.id),
    giftBoxId: link("gift_box_id", () => giftBoxes.id),
    /** The line the box wraps, when it wraps one. */
    orderItemId: pg.uuid("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    message: pg.text("message"),
    price: cents("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("order_gift_boxes_order").on(t.orderId)],
);

/** Manual adjustments made by a department-store associate on the cart. */
export const orderAdjustments = pg.pgTable(
  "order_adjustments",
  {
    id: id(),
    orderId: parent("order_id", () => orders.id),
    label: pg.text("label").notNull(),
    amount: cents("amount").notNull(),
    salesAssociateId: pg.uuid("sales_associate_id").references(() => salesAssociates.id),
    createdAt: createdAt(),
  },
  (t) => [pg.index("order_adjustments_order").on(t.orderId)],
);

export const promoCodeRedemptions = pg.pgTable("promo_code_redemptions", {
  id: id(),
  promoCodeId: link("promo_code_id", () => promoCodes.id),
  orderId: pg
    .uuid("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  customerId: pg.uuid("customer_id").references(() => customers.id),
  createdAt: createdAt(),
});

export const payments = pg.pgTable(
  "payments",
  {
    id: id(),
    orderId: link("order_id", () => orders.id),
    provider: pg
      .text("provider", {
        /** `covered`: a zero-cent order (a promo covered it), so every placed order has a row. */
        enum: ["card", "paypal", "wallet", "financing", "local", "invoice", "covered"],
      })
      .notNull(),
    status: pg.text("status", { enum: PAYMENT_STATUSES }).notNull(),
    amount: cents("amount").notNull(),
    currency: pg.text("currency").notNull().default("USD"),
    providerReference: pg.text("provider_reference"),
    /**
     * What the browser handed over for this charge (a PaymentIntent id, a PayPal order id): lets
     * reconciliation ask the provider about a charge a crash left unanswered.
     */
    providerToken: pg.text("provider_token"),
    /** One charge per key: a retried placeOrder never charges twice. */
    idempotencyKey: pg.text("idempotency_key").notNull().unique(),
    failureMessage: pg.text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index("payments_order").on(t.orderId)],
);

/**
 * Money a provider took or holds that no order keeps: a capture of another sum or currency, a
 * hold nobody captured, a charge for an order that moved on. Recorded before it is given back,
 * given back once under its own idempotency key (one per provider reference), retried with a
 * backoff by reconciliation until the provider accepts, then `failed` for a person.
 */
export const paymentGiveBacks = pg.pgTable(
  "payment_give_backs",
  {
    id: id(),
    paymentId: link("payment_id", () => payments.id),
    action: pg.text("action", { enum: ["refund", "void"] }).notNull(),
    /** The provider's id acted on: a capture, a PaymentIntent, a loan, an authorization. */
    reference: pg.text("reference").notNull(),
    /** What the provider took or holds, in its currency (which may not be the order's). */
    amount: cents("amount").notNull(),
    currency: pg.text("currency").notNull(),
    /** amount_mismatch, currency_mismatch, capture_mismatch, not_captured, order_not_waiting… */
    reason: pg.text("reason").notNull(),
    status: pg
      .text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: pg.integer("attempts").notNull().default(0),
    /**
     * Tries the provider refused outright (4xx). The key sent is `idempotency_key`, suffixed by
     * this count once it is not zero: a try nobody answered is repeated under the same key (the
     * provider answers the first outcome), a refused one under a new key (Stripe would repeat a
     * refusal under the old one for 24 hours).
     */
    refusals: pg.integer("refusals").notNull().default(0),
    /** The provider's status and error code of the last refusal, never its message text. */
    lastError: pg.text("last_error"),
    /** When the next try is due; a claim pushes it out by a lease, so a crash retries later. */
    nextAttemptAt: pg.timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    /** Sent to the provider with every try: a retry after a lost answer never gives back twice. */
    idempotencyKey: pg.text("idempotency_key").notNull().unique(),
    doneAt: pg.timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("payment_give_backs_due").on(t.status, t.nextAttemptAt),
    pg.index("payment_give_backs_payment").on(t.paymentId),
  ],
);

/** Provider webhook events, so each is processed once. */
export const paymentEvents = pg.pgTable("payment_events", {
  id: id(),
  provider: pg.text("provider").notNull(),
  eventId: pg.text("event_id").notNull().unique(),
  createdAt: createdAt(),
});
