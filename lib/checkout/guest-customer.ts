import "server-only";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { changeCart, type CartActor } from "../cart/service";
import { customerAddresses, customers, geoCountries, geoStates, orders } from "../db/schema";
import type { Tx } from "../db/types";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import type { CheckoutAddress, CustomerDetails } from "../customers/details-schema";
import { CHANNEL_MESSAGES } from "./messages";

export const MESSAGE_HAS_ACCOUNT =
  "An account already uses this e-mail address. Please sign in to check out with it.";

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
 * Checkout registration for a guest (spec 2, 7 POST /customers): records who is buying and where
 * it goes, and attaches both to the shopper's cart. A guest e-mail seen before is reused, but
 * nothing of the earlier checkout is shown back; a registered e-mail must sign in instead, so a
 * stranger cannot attach orders or read addresses of an account by typing its e-mail.
 */
export function registerGuest(db: Db, actor: CartActor, cartId: string, details: CustomerDetails) {
  return changeCart(db, actor, cartId, async (tx, order) => {
    // Where an associate or a stylist enters a client (customer details, spec 6), the atelier
    // must be able to call that client: the phone is required there.
    if (showsSection(actor.store, "customerDetails") && !details.phone) {
      throw DomainError.validation({ "customerDetails.phone": [CHANNEL_MESSAGES.clientPhone] });
    }
    const [existing] = await tx
      .select()
      .from(customers)
      .where(eq(customers.email, details.email))
      .limit(1);
    if (existing?.hasAccount && existing.id !== actor.owner.customerId) {
      throw DomainError.validation({ email: [MESSAGE_HAS_ACCOUNT] });
    }
    // An e-mail seen before keeps its record as it was: a stranger typing it must not rewrite
    // the name another guest's orders show. Two first checkouts racing on one e-mail both end
    // up with the one row.
    let customerId = existing?.id;
    if (!customerId) {
      await tx
        .insert(customers)
        .values({
          email: details.email,
          firstName: details.first_name,
          lastName: details.last_name,
          phone: details.phone ?? null,
          retailStoreId: order.retailStoreId,
        })
        .onConflictDoNothing({ target: customers.email });
      const [row] = await tx
        .select({ id: customers.id, hasAccount: customers.hasAccount })
        .from(customers)
        .where(eq(customers.email, details.email));
      if (row?.hasAccount && row.id !== actor.owner.customerId) {
        throw DomainError.validation({ email: [MESSAGE_HAS_ACCOUNT] });
      }
      customerId = row?.id;
    }
    if (!customerId) throw new Error("customer insert returned no row");
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
