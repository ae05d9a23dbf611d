// GET, POST /api/external/customer/addresses – spec 7, Account
import { handle } from "@/lib/api/handler";
import { createAddress, listAddresses } from "@/lib/api/operations/account";
import { createAddress as create, listAddresses as list } from "@/lib/customers/addresses";

export const GET = handle(listAddresses, async (ctx) => list(ctx.db, ctx.customer));
export const POST = handle(createAddress, async (ctx) => create(ctx.db, ctx.customer, ctx.body));
