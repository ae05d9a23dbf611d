// GET /api/external/customer/configured-products – spec 7, Configured products
import { handle } from "@/lib/api/handler";
import { listCustomerConfiguredProducts } from "@/lib/api/operations/configured-products";
import { listForCustomer } from "@/lib/configured-products/repository";
import { ownedViews } from "@/lib/configured-products/service";

export const GET = handle(listCustomerConfiguredProducts, async ({ db, customer }) =>
  ownedViews(db, await listForCustomer(db, customer.id)),
);
