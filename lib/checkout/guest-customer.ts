import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import { changeCart, type CartActor } from "../cart/service";
import { customerAddresses, customers, geoCountries, geoStates, orders } from "../db/schema";
import type { Tx } from "../db/types";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import type { CheckoutAddress, CustomerDetails } from "../customers/details-schema";
import { CHANNEL_MESSAGES } from "./messages";

async function addressRow(
  tx: Tx,
  customerId: string,
  kind: "shipping" | "billing",
  a: CheckoutAddress,
  phone: string | null = null,
) {
  const [country] = await tx
    .select({ id: geoCountries.id })
    .from(geoCountries)
    .where(eq(geoCountries.code, a.country))
    .limit(1);
  if (!country)
    throw DomainError.validation({ [`${kind}_address.country`]: ["Please choose a country."] });
  const [state] = await tx
    .select({ id: geoStates.id })
    .from(geoStates)
    .where(and(eq(geoStates.countryId, country.id), eq(geoStates.code, a.state)))
    .limit(1);
  if (!state)
    throw DomainError.validation({ [`${kind}_address.state`]: ["Please choose a state."] });
  const [row] = await tx
    .insert(customerAddresses)
    .values({
      customerId,
      kind,
      firstName: a.first_name,
      lastName: a.last_name,
      phone,
      line1: a.line1,
      line2: a.line2 ?? null,
      city: a.city,
      postalCode: a.postal_code,
      geoStateId: state.id,
      geoCountryId: country.id,
    })
    .returning({ id: customerAddresses.id });
  if (!row) throw new Error("address insert returned no row");
  return row.id;
}

/**
 * The guest record of an address (never an account's, even when an account uses the address):
 * a guest checkout neither reaches into an account nor tells whether one exists. An address seen
 * before keeps its record as it was, so a stranger typing it cannot rewrite the name another
 * guest's orders show; two first checkouts racing on one address both end up with the one row.
 */
async function guestRecordOf(tx: Tx, details: CustomerDetails, retailStoreId: string) {
  const guestOf = eq(customers.hasAccount, false);
  await tx
    .insert(customers)
    .values({
      email: details.email,
      firstName: details.first_name,
      lastName: details.last_name,
      phone: details.phone ?? null,
      retailStoreId,
    })
    .onConflictDoNothing({ target: customers.email, where: sql`not ${customers.hasAccount}` });
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, details.email), guestOf))
    .limit(1);
  if (!row) throw new Error("guest customer insert returned no row");
  return row.id;
}

/**
 * Checkout registration (spec 2, 7 POST /customers): records who is buying and where it goes,
 * and attaches both to the shopper's cart. A signed-in customer buys as their account, into
 * their own address book; anyone else buys as the guest of the address typed, whose orders an
 * account with that address sees only once it has proven the address.
 */
export function registerGuest(db: Db, actor: CartActor, cartId: string, details: CustomerDetails) {
  return changeCart(db, actor, cartId, async (tx, order) => {
    // Where an associate or a stylist enters a client (customer details, spec 6), the atelier
    // must be able to call that client: the phone is required there.
    if (showsSection(actor.store, "customerDetails") && !details.phone) {
      throw DomainError.validation({ "customerDetails.phone": [CHANNEL_MESSAGES.clientPhone] });
    }
    const customerId =
      actor.owner.customerId ?? (await guestRecordOf(tx, details, order.retailStoreId));
    // The phone travels with this order's address: a returning e-mail keeps its customer record
    // as it was, and the atelier must still reach the client about this bag.
    const shippingId = await addressRow(
      tx,
      customerId,
      "shipping",
      details.shipping_address,
      details.phone ?? null,
    );
    const billingId = details.billing_address
      ? await addressRow(tx, customerId, "billing", details.billing_address)
      : shippingId;
    await tx
      .update(orders)
      .set({
        customerId,
        shippingAddressId: shippingId,
        billingAddressId: billingId,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
  });
}

/**
 * Spec 2: checkout registration skips to confirmation for a customer with an account. Their
 * cart is addressed to them and to their preferred saved address (billing is the same); false
 * when they have no saved address yet, so the form is shown, prefilled.
 */
export async function addressCartToAccount(
  db: Db,
  actor: CartActor,
  cartId: string,
  customerId: string,
  addressId: string | null,
): Promise<boolean> {
  if (!addressId) return false;
  await changeCart(db, actor, cartId, async (tx, order) => {
    await tx
      .update(orders)
      .set({
        customerId,
        shippingAddressId: addressId,
        billingAddressId: addressId,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
  });
  return true;
}
