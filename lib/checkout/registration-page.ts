import "server-only";
import type { Customer } from "../auth/tokens";
import { preferredAddressId } from "../customers/addresses";
import { db } from "../db/client";
import { listStates } from "../geo/repository";
import type { RetailStoreSlug } from "../retail/stores";
import { addressCartToAccount } from "./guest-customer";
import type { CheckoutContext } from "./page-context";

/** The states the registration form offers (US only, spec 6). */
export async function registrationStates() {
  return listStates(await db(), "US");
}

/**
 * An account holder's cart takes their preferred saved address, so they need not type it again;
 * false when they have none on file.
 */
export async function addressCartFromAccount(
  store: RetailStoreSlug,
  context: Pick<CheckoutContext, "owner">,
  cartId: string,
  customer: Customer,
): Promise<boolean> {
  const database = await db();
  const addressId = await preferredAddressId(database, customer);
  const actor = { owner: context.owner, store };
  return Boolean(await addressCartToAccount(database, actor, cartId, customer.id, addressId));
}
