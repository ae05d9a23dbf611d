import "server-only";
import { and, desc, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { hasPersonalizationText, priceLines, type ConfiguratorState } from "@/lib/configurator";
import { DomainError } from "../errors";
import {
  configuredProducts,
  configurations,
  orderItems,
  orders,
  personalizations,
} from "../db/schema";
import type { Db, Tx } from "../db/types";
import { storedDesign } from "./stored-design";

/**
 * Who is asking. Ownership is decided here, in the data layer, so no route can forget it: a
 * customer's design belongs to that customer only; a guest design to the session that made it.
 */
export type Owner = { customerId: string | null; sessionId: string };

export type ConfiguredRow = typeof configuredProducts.$inferSelect;
type ConfigurationRow = typeof configurations.$inferSelect;
type PersonalizationRow = typeof personalizations.$inferSelect;
export type ConfiguredRecord = {
  row: ConfiguredRow;
  configurations: ConfigurationRow[];
  personalizations: PersonalizationRow[];
};

/** What a save writes: the canonical design, its state and the server's price. */
export type DesignInput = {
  product: CatalogueProductDetail;
  state: ConfiguratorState;
  design: string;
  price: number;
  customizationStageId: number;
  customizerVersion: string;
};

const LIST_LIMIT = 100;

function ownedBy(owner: Owner): SQL {
  const guest = and(
    isNull(configuredProducts.userId),
    eq(configuredProducts.sessionId, owner.sessionId),
  );
  const mine = owner.customerId ? eq(configuredProducts.userId, owner.customerId) : undefined;
  return (mine ? or(mine, guest) : guest) as SQL;
}

type LineType = ConfigurationRow["configurableType"];
const LINE_TYPES: Partial<Record<string, LineType>> = {
  variant: "variant",
  component: "component",
  option: "selectable_option",
};

/** The priced lines plus the yes/no answers; the base price and personalization are not rows. */
function configurationRows(input: DesignInput, configuredProductId: string) {
  const rows: (typeof configurations.$inferInsert)[] = [];
  for (const line of priceLines(input.product, input.state)) {
    const type = LINE_TYPES[line.kind];
    if (!type || !line.componentId) continue;
    rows.push({
      configuredProductId,
      configurableType: type,
      configurableId: line.id,
      componentId: line.componentId,
      price: line.cents,
    });
  }
  for (const [componentId, answer] of Object.entries(input.state.answers)) {
    rows.push({
      configuredProductId,
      configurableType: answer ? "optional_true" : "optional_false",
      configurableId: componentId,
      componentId,
      price: 0,
    });
  }
  return rows;
}

function personalizationRows(input: DesignInput, configuredProductId: string) {
  return Object.entries(input.state.personalizations)
    .filter(([, entry]) => hasPersonalizationText(entry.text))
    .map(([personalizableId, entry]) => ({
      configuredProductId,
      personalizableId,
      data: { text: entry.text, type: entry.type },
    }));
}

async function writeLines(tx: Tx, input: DesignInput, id: string): Promise<void> {
  const lines = configurationRows(input, id);
  if (lines.length > 0) await tx.insert(configurations).values(lines);
  const texts = personalizationRows(input, id);
  if (texts.length > 0) await tx.insert(personalizations).values(texts);
}

async function withLines(db: Db, rows: ConfiguredRow[]): Promise<ConfiguredRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, texts] = await Promise.all([
    db.select().from(configurations).where(inArray(configurations.configuredProductId, ids)),
    db.select().from(personalizations).where(inArray(personalizations.configuredProductId, ids)),
  ]);
  return rows.map((row) => ({
    row,
    configurations: lines.filter((l) => l.configuredProductId === row.id),
    personalizations: texts.filter((t) => t.configuredProductId === row.id),
  }));
}

export async function createConfigured(
  db: Db,
  owner: Owner,
  input: DesignInput,
): Promise<ConfiguredRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(configuredProducts)
      .values({
        productId: input.product.id,
        data: storedDesign(input.design),
        customizationStageId: input.customizationStageId,
        userId: owner.customerId,
        userType: owner.customerId ? "customer" : "guest",
        sessionId: owner.sessionId,
        customizerVersion: input.customizerVersion,
        price: input.price,
      })
      .returning({ id: configuredProducts.id });
    if (!row) throw new Error("configured product insert returned no row");
    await writeLines(tx, input, row.id);
    return row.id;
  });
  const record = await findShared(db, id);
  if (!record) throw new Error("configured product vanished after insert");
  return record;
}

/**
 * Replaces the design when the owner asks; null otherwise. A guest design updated by a signed-in
 * customer in the same session becomes theirs (they made it before signing in).
 */
export async function updateConfigured(
  db: Db,
  id: string,
  owner: Owner,
  input: DesignInput,
): Promise<ConfiguredRecord | null> {
  const updated = await db.transaction(async (tx) => {
    if (!(await lockOwned(tx, id, owner))) return false;
    await assertNotOrdered(tx, id);
    const [row] = await tx
      .update(configuredProducts)
      .set({
        productId: input.product.id,
        data: storedDesign(input.design),
        customizationStageId: input.customizationStageId,
        customizerVersion: input.customizerVersion,
        price: input.price,
        updatedAt: new Date(),
        ...(owner.customerId ? { userId: owner.customerId, userType: "customer" as const } : {}),
      })
      .where(and(eq(configuredProducts.id, id), ownedBy(owner)))
      .returning({ id: configuredProducts.id });
    if (!row) return false;
    await tx.delete(configurations).where(eq(configurations.configuredProductId, id));
    await tx.delete(personalizations).where(eq(personalizations.configuredProductId, id));
    await writeLines(tx, input, id);
    return true;
  });
  return updated ? findShared(db, id) : null;
}

export async function deleteConfigured(db: Db, id: string, owner: Owner): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwned(tx, id, owner))) return false;
    await assertNotOrdered(tx, id);
    const [inCart] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.configuredProductId, id))
      .limit(1);
    if (inCart)
      throw DomainError.validation({ id: [MESSAGE_DESIGN_IN_BAG] }, MESSAGE_DESIGN_IN_BAG);
    const rows = await tx
      .delete(configuredProducts)
      .where(eq(configuredProducts.id, id))
      .returning({ id: configuredProducts.id });
    return rows.length > 0;
  });
}

const MESSAGE_DESIGN_ORDERED =
  "This design has been ordered and can no longer be changed. Open it in the configurator to make a new one.";
const MESSAGE_DESIGN_IN_BAG =
  "This design is in your bag. Remove it from the bag before deleting it.";

/**
 * Takes the design's row lock before reading its orders. placeOrder locks the designs it prices,
 * so a change either waits for the order to be placed (and is then refused) or goes first.
 */
async function lockOwned(tx: Tx, id: string, owner: Owner): Promise<boolean> {
  const rows = await tx
    .select({ id: configuredProducts.id })
    .from(configuredProducts)
    .where(and(eq(configuredProducts.id, id), ownedBy(owner)))
    .for("update");
  return rows.length > 0;
}

/** A design that is part of an order past the cart stage is what the atelier will make. */
async function assertNotOrdered(tx: Tx, id: string): Promise<void> {
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.configuredProductId, id), ne(orders.status, "cart")))
    .limit(1);
  if (ordered) throw DomainError.conflict(MESSAGE_DESIGN_ORDERED, "design_ordered");
}

export async function findOwned(
  db: Db,
  id: string,
  owner: Owner,
): Promise<ConfiguredRecord | null> {
  const rows = await db
    .select()
    .from(configuredProducts)
    .where(and(eq(configuredProducts.id, id), ownedBy(owner)))
    .limit(1);
  return (await withLines(db, rows))[0] ?? null;
}

/** Anyone holding the (random, unguessable) id may see a design: that is how sharing works. */
export async function findShared(db: Db, id: string): Promise<ConfiguredRecord | null> {
  const rows = await db
    .select()
    .from(configuredProducts)
    .where(eq(configuredProducts.id, id))
    .limit(1);
  return (await withLines(db, rows))[0] ?? null;
}

/** Only the row, for the image route's cache check before anything is drawn. */
export async function findSharedRow(db: Db, id: string): Promise<ConfiguredRow | null> {
  const rows = await db
    .select()
    .from(configuredProducts)
    .where(eq(configuredProducts.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listForCustomer(db: Db, customerId: string): Promise<ConfiguredRecord[]> {
  const rows = await db
    .select()
    .from(configuredProducts)
    .where(eq(configuredProducts.userId, customerId))
    .orderBy(desc(configuredProducts.createdAt), desc(configuredProducts.id))
    .limit(LIST_LIMIT);
  return withLines(db, rows);
}
