// POST /api/external/payments/local/card-tokens – not in spec 7: local payment simulation
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { createLocalCardToken } from "@/lib/api/operations/payments";
import { createCardToken } from "@/lib/payments/local/card-tokens";
import { localCardsAllowed } from "@/lib/payments/start";

export const POST = handle(createLocalCardToken, async (ctx) => {
  // With live card keys a simulated card must never be accepted, so the endpoint is gone.
  if (!localCardsAllowed()) throw DomainError.notFound();
  const created = createCardToken(ctx.body);
  return {
    token: created.token,
    brand: created.brand,
    last4: created.last4,
    expires_at: new Date(created.expiresAt).toISOString(),
  };
});
