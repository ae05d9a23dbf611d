import "server-only";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  apiTokens,
  configuredProducts,
  customerAddresses,
  customers,
  orderItems,
  orderRepairPhotos,
  orderRepairs,
  orders,
  passkeys,
  wishlists,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { newsletterHistory } from "../marketing/newsletter-privacy";
import { consentHistory } from "./consent-records";
import { EXPORT_SECTIONS, type ExportSection } from "./rules";
import type { Subject } from "./subjects";

/**
 * Issue 37: the download, one section per kind of data, each assembled by its own function from
 * what the database holds for the subject (an account, and its guest orders once its address is
 * proven; or a guest's records by e-mail). Values only as the person gave or saw them; no
 * internal secrets (password hashes, token hashes, public keys).
 */
type Reader = Db | Tx;
type SectionMaker = (db: Reader, subject: Subject) => Promise<unknown>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The options of a relational query for every row the subject has in one table, oldest first:
 * archived and removed rows too, which the domains' own readers leave out.
 */
const subjectRows = (subject: Subject, owner: PgColumn, created: PgColumn) => ({
  where: inArray(owner, subject.customerIds),
  orderBy: asc(created),
});

const profile: SectionMaker = async (db, subject) => {
  const rows = await db.query.customers.findMany(
    subjectRows(subject, customers.id, customers.createdAt),
  );
  return rows.map((row) => ({
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    has_account: row.hasAccount,
    account_created_at: iso(row.accountCreatedAt),
    email_verified_at: iso(row.emailVerifiedAt),
    created_at: row.createdAt.toISOString(),
  }));
};

const addresses: SectionMaker = async (db, subject) => {
  const rows = await db.query.customerAddresses.findMany({
    ...subjectRows(subject, customerAddresses.customerId, customerAddresses.createdAt),
    with: { country: { columns: { code: true } }, state: { columns: { code: true } } },
  });
  return rows.map((address) => ({
    kind: address.kind,
    first_name: address.firstName,
    last_name: address.lastName,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    postal_code: address.postalCode,
    state: address.state?.code ?? null,
    country: address.country.code,
    phone: address.phone,
    is_default: address.isDefault,
    removed_at: iso(address.archivedAt),
    created_at: address.createdAt.toISOString(),
  }));
};

/** A line's name: its stock piece, the product a saved design was made on, or a gift card. */
const labelled = { columns: { label: true } } as const;

const ordersSection: SectionMaker = async (db, subject) => {
  const placed = await db.query.orders.findMany({
    where: and(inArray(orders.customerId, subject.customerIds), ne(orders.status, "cart")),
    orderBy: asc(orders.placedAt),
    with: {
      items: {
        orderBy: asc(orderItems.createdAt),
        with: { product: labelled, configuredProduct: { with: { product: labelled } } },
      },
    },
  });
  return placed.map((order) => ({
    number: order.number,
    status: order.status,
    placed_at: iso(order.placedAt),
    currency: order.currency,
    lines: order.items.map((line) => ({
      type: line.itemType,
      item: line.product?.label ?? line.configuredProduct?.product.label ?? "Gift card",
      design_id: line.configuredProductId,
      quantity: line.quantity,
      unit_price_cents: line.unitPrice,
    })),
    totals_cents: {
      items: order.itemTotal,
      promo: order.promoTotal,
      gift_codes: order.giftCodeTotal,
      adjustments: order.adjustmentTotal,
      included_tax: order.includedTaxTotal,
      shipping: order.shippingTotal,
      total: order.total,
    },
    comments: order.comments,
  }));
};

/**
 * Repairs asked of the atelier (issue 38): the client's words, the estimate and where the repair
 * stands. Photos are counted, not included: the download is JSON, and each photo is on the order
 * page for its owner.
 */
const repairs: SectionMaker = async (db, subject) => {
  const rows = await db
    .select({ repair: orderRepairs, order: orders.number, photos: count(orderRepairPhotos.id) })
    .from(orderRepairs)
    .innerJoin(orders, eq(orders.id, orderRepairs.orderId))
    .leftJoin(orderRepairPhotos, eq(orderRepairPhotos.repairId, orderRepairs.id))
    .where(inArray(orders.customerId, subject.customerIds))
    .groupBy(orderRepairs.id, orders.number)
    .orderBy(asc(orderRepairs.requestedAt));
  return rows.map(({ repair, order, photos }) => ({
    number: repair.number,
    order_number: order,
    status: repair.status,
    description: repair.description,
    photos,
    estimate:
      repair.estimateAmount === null
        ? null
        : {
            amount_cents: repair.estimateAmount,
            currency: repair.estimateCurrency,
            note: repair.estimateNote,
            working_days: repair.estimateDays,
          },
    requested_at: repair.requestedAt.toISOString(),
  }));
};

const savedDesigns: SectionMaker = async (db, subject) => {
  const rows = await db.query.configuredProducts.findMany({
    ...subjectRows(subject, configuredProducts.userId, configuredProducts.createdAt),
    with: { product: labelled },
  });
  return rows.map((design) => ({
    id: design.id,
    product: design.product.label,
    price_cents: design.price,
    configuration: design.data,
    created_at: design.createdAt.toISOString(),
    updated_at: design.updatedAt.toISOString(),
  }));
};

const wishlist: SectionMaker = async (db, subject) => {
  const rows = await db.query.wishlists.findMany({
    ...subjectRows(subject, wishlists.customerId, wishlists.createdAt),
    with: { product: labelled },
  });
  return rows.map((row) => ({
    product: row.product?.label ?? null,
    design_id: row.configuredProductId,
    added_at: row.createdAt.toISOString(),
  }));
};

const passkeysSection: SectionMaker = async (db, subject) => {
  const rows = await db.query.passkeys.findMany(
    subjectRows(subject, passkeys.customerId, passkeys.createdAt),
  );
  return rows.map((row) => ({
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
  }));
};

const newsletter: SectionMaker = (db, subject) => newsletterHistory(db, subject.email);

/**
 * What the store records of signing in: each sign-in's session (an api token, stored hashed), when
 * it began, was last used and ends. No client address or device is recorded with them.
 */
const signIns: SectionMaker = async (db, subject) => {
  const rows = await db.query.apiTokens.findMany(
    subjectRows(subject, apiTokens.customerId, apiTokens.createdAt),
  );
  return rows.map((row) => ({
    signed_in_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
  }));
};

/**
 * Every section of the download and what makes it. A new kind of personal data gets its entry
 * here (and its name in EXPORT_SECTIONS); the compiler holds the two lists together.
 */
const SECTIONS: Record<ExportSection, SectionMaker> = {
  profile,
  addresses,
  orders: ordersSection,
  repairs,
  saved_designs: savedDesigns,
  wishlist,
  passkeys: passkeysSection,
  newsletter,
  sign_ins: signIns,
  // Each choice made in the banner, by GPC or on the Do Not Sell page while signed in; a
  // guest's choices name no one, so a guest's copy has none.
  consent: (db, subject) => consentHistory(db, subject.customerIds),
};

export type DataExport = {
  generated_at: string;
  subject: { email: string; kind: "account" | "guest" };
  sections: Record<ExportSection, unknown>;
};

/** The whole download for the subject, made now (never stored). */
export async function assembleExport(db: Reader, subject: Subject, now = new Date()) {
  const sections = {} as Record<ExportSection, unknown>;
  for (const name of EXPORT_SECTIONS) sections[name] = await SECTIONS[name](db, subject);
  const file: DataExport = {
    generated_at: now.toISOString(),
    subject: { email: subject.email, kind: subject.accountId ? "account" : "guest" },
    sections,
  };
  return file;
}

/** How many entries each section holds: the request's outcome in the operator's log. */
export function exportCounts(file: DataExport): Record<string, number> {
  return Object.fromEntries(
    Object.entries(file.sections).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.length : 1,
    ]),
  );
}
