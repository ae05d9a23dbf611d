// GET|PUT|DELETE /api/external/configured-products/{id} – spec 7, Configured products
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import {
  deleteConfiguredProduct,
  getConfiguredProduct,
  updateConfiguredProduct,
} from "@/lib/api/operations/configured-products";
import {
  deleteConfigured,
  findOwned,
  updateConfigured,
} from "@/lib/configured-products/repository";
import { designInput, ownedView, ownerOf } from "@/lib/configured-products/service";

// Someone else's design is a 404, not a 403: a private design must not be shown to exist.
const notFound = () => DomainError.notFound("Configured product");

export const GET = handle(getConfiguredProduct, async (ctx) => {
  const record = await findOwned(ctx.db, ctx.params.id, await ownerOf(ctx));
  if (!record) throw notFound();
  return ownedView(ctx.db, record);
});

export const PUT = handle(updateConfiguredProduct, async (ctx) => {
  const owner = await ownerOf(ctx);
  // Ownership first, so a stranger learns nothing from validation messages.
  if (!(await findOwned(ctx.db, ctx.params.id, owner))) throw notFound();
  const input = await designInput(ctx.db, ctx.store, ctx.body);
  const record = await updateConfigured(ctx.db, ctx.params.id, owner, input);
  if (!record) throw notFound();
  return ownedView(ctx.db, record);
});

export const DELETE = handle(deleteConfiguredProduct, async (ctx) => {
  if (!(await deleteConfigured(ctx.db, ctx.params.id, await ownerOf(ctx)))) throw notFound();
  return { id: ctx.params.id, deleted: true as const };
});
