import "server-only";
import type { Customer } from "../auth/tokens";
import { db } from "../db/client";
import { customerRepairs } from "../orders/repairs";

/** The repairs of one of the customer's orders and which bags may be sent (issue 38). */
export async function accountOrderRepairs(customer: Customer, orderId: string) {
  return customerRepairs(await db(), customer, orderId);
}
