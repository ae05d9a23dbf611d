// POST /api/external/configured-products – spec 7, Configured products
import { handle } from "@/lib/api/handler";
import { createConfiguredProduct } from "@/lib/api/operations/configured-products";
import { createConfigured } from "@/lib/configured-products/repository";
import { designInput, ownedView, ownerOf } from "@/lib/configured-products/service";

export const POST = handle(createConfiguredProduct, async (ctx) => {
  const input = await designInput(ctx.db, ctx.store, ctx.body);
  const record = await createConfigured(ctx.db, await ownerOf(ctx), input);
  return ownedView(ctx.db, record);
});
