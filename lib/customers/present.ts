import type { Customer } from "../auth/tokens";

/** A customer as the API shows it (spec section 3); never the password hash or tokens. */
export function presentCustomer(customer: Customer) {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    has_account: customer.hasAccount ? (1 as const) : (0 as const),
    retailer_store_id: customer.retailStoreId,
    role: customer.role,
  };
}
