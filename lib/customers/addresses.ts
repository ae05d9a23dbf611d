import "server-only";
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../errors";
import type { AddressView } from "./views";
import type { Customer } from "../auth/tokens";
import { customerAddresses, customers, geoCountries, geoStates, orders } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { historyVisibleFrom } from "./account";
import type { savedAddressSchema } from "./schemas";

export type { AddressView };
type AddressInput = z.output<typeof savedAddressSchema>;

const columns = {
  address: customerAddresses,
  state: geoStates.code,
  country: geoCountries.code,
};

function present(row: {
  address: typeof customerAddresses.$inferSelect;
  state: string | null;
  country: string;
}): AddressView {
  const a = row.address;
  return {
    id: a.id,
    kind: a.kind,
    first_name: a.firstName,
    last_name: a.lastName,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: row.state,
    postal_code: a.postalCode,
    country: row.country,
    is_default: a.isDefault,
  };
}

/** The customer's own, not archived, and (before the e-mail is confirmed) not from guest days. */
function visibleTo(customer: Customer) {
  const from = historyVisibleFrom(customer);
  return and(
    eq(customerAddresses.customerId, customer.id),
    isNull(customerAddresses.archivedAt),
    from ? gte(customerAddresses.createdAt, from) : undefined,
  );
}

/** Spec 7 GET /customer/addresses: the default first, then the newest. */
export async function listAddresses(db: Db, customer: Customer): Promise<AddressView[]> {
  const rows = await db
    .select(columns)
    .from(customerAddresses)
    .innerJoin(geoCountries, eq(geoCountries.id, customerAddresses.geoCountryId))
    .leftJoin(geoStates, eq(geoStates.id, customerAddresses.geoStateId))
    .where(visibleTo(customer))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt))
    .limit(50);
  return rows.map(present);
}

async function placeIds(tx: Tx, input: AddressInput) {
  const [country] = await tx
    .select({ id: geoCountries.id })
    .from(geoCountries)
    .where(eq(geoCountries.code, input.country))
    .limit(1);
  if (!country) throw DomainError.validation({ country: ["Please choose a country."] });
  const [state] = await tx
    .select({ id: geoStates.id })
    .from(geoStates)
    .where(and(eq(geoStates.countryId, country.id), eq(geoStates.code, input.state)))
    .limit(1);
  if (!state) throw DomainError.validation({ state: ["Please choose a state."] });
  return { geoCountryId: country.id, geoStateId: state.id };
}

const fields = (input: AddressInput) => ({
  kind: input.kind,
  firstName: input.first_name,
  lastName: input.last_name,
  line1: input.line1,
  line2: input.line2 ?? null,
  city: input.city,
  postalCode: input.postal_code,
  isDefault: input.is_default,
});

/**
 * Address changes of one customer run one at a time (their customer row is the lock), so two
 * defaults saved at once cannot both stay default.
 */
async function lockCustomer(tx: Tx, customerId: string) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for("update");
}

/** One default per customer: choosing a new one clears the old. */
async function clearDefault(tx: Tx, customerId: string) {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)),
    );
}

async function one(db: Db | Tx, customer: Customer, id: string): Promise<AddressView> {
  const [row] = await db
    .select(columns)
    .from(customerAddresses)
    .innerJoin(geoCountries, eq(geoCountries.id, customerAddresses.geoCountryId))
    .leftJoin(geoStates, eq(geoStates.id, customerAddresses.geoStateId))
    .where(and(eq(customerAddresses.id, id), visibleTo(customer)))
    .limit(1);
  if (!row) throw DomainError.notFound("Address");
  return present(row);
}

export async function createAddress(db: Db, customer: Customer, input: AddressInput) {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    const place = await placeIds(tx, input);
    if (input.is_default) await clearDefault(tx, customer.id);
    return insertAddress(tx, customer, input, place);
  });
}

async function insertAddress(
  tx: Tx,
  customer: Customer,
  input: AddressInput,
  place: Awaited<ReturnType<typeof placeIds>>,
) {
  const [row] = await tx
    .insert(customerAddresses)
    .values({ customerId: customer.id, ...fields(input), ...place })
    .returning({ id: customerAddresses.id });
  if (!row) throw new Error("address insert returned no row");
  return one(tx, customer, row.id);
}

/**
 * Spec 7 PUT /customer/addresses/{id}. An address an order shipped to is never rewritten: the
 * change is saved as a new address and the old one archived, so the order keeps what it had.
 */
export async function updateAddress(db: Db, customer: Customer, id: string, input: AddressInput) {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    await one(tx, customer, id);
    const place = await placeIds(tx, input);
    if (input.is_default) await clearDefault(tx, customer.id);
    if (await usedByOrder(tx, id)) {
      await tx
        .update(customerAddresses)
        .set({ archivedAt: new Date(), isDefault: false })
        .where(eq(customerAddresses.id, id));
      return insertAddress(tx, customer, input, place);
    }
    await tx
      .update(customerAddresses)
      .set({ ...fields(input), ...place, updatedAt: new Date() })
      .where(eq(customerAddresses.id, id));
    return one(tx, customer, id);
  });
}

/** Deleting an address an order used archives it instead, so the order still shows it. */
export async function deleteAddress(db: Db, customer: Customer, id: string) {
  await db.transaction(async (tx) => {
    await one(tx, customer, id);
    if (await usedByOrder(tx, id)) {
      await tx
        .update(customerAddresses)
        .set({ archivedAt: new Date(), isDefault: false })
        .where(eq(customerAddresses.id, id));
    } else {
      await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
    }
  });
}

async function usedByOrder(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(sql`${orders.shippingAddressId} = ${id} or ${orders.billingAddressId} = ${id}`)
    .limit(1);
  return Boolean(row);
}

/** The default shipping address (else the newest), for a registered customer's checkout. */
export async function preferredAddressId(db: Db, customer: Customer): Promise<string | null> {
  const [first] = await listAddresses(db, customer);
  return first?.id ?? null;
}
