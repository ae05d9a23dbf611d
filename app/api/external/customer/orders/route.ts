// GET /api/external/customer/orders – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { customerOrders } from "@/lib/api/operations/orders";
import { listCustomerOrders } from "@/lib/checkout/customer-orders";

export const GET = handle(customerOrders, async (ctx) => listCustomerOrders(ctx.db, ctx.customer));
