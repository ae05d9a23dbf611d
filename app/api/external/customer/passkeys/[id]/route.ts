// PUT, DELETE /api/external/customer/passkeys/{id} – issue 26, Passkeys
import { handle } from "@/lib/api/handler";
import { removePasskey, renamePasskey } from "@/lib/api/operations/passkeys";
import { removePasskey as remove, renamePasskey as rename } from "@/lib/passkeys/service";

export const PUT = handle(renamePasskey, async (ctx) =>
  rename(ctx.db, ctx.customer, ctx.params.id, ctx.body.name),
);
export const DELETE = handle(removePasskey, async (ctx) => {
  const removed = await remove(ctx.db, ctx.customer, ctx.params.id);
  return { deleted: true as const, credential_id: removed.credentialId, rp_id: removed.rpId };
});
