// GET /api/external/customer/customers/by-token – spec 7, Session and store
import { handle } from "@/lib/api/handler";
import { getCustomerByToken } from "@/lib/api/operations/session";
import { presentCustomer } from "@/lib/customers/present";

export const GET = handle(getCustomerByToken, async ({ customer }) => presentCustomer(customer));
