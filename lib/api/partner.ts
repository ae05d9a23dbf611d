import "server-only";
import { DomainError } from "../errors";
import { kickMailDelivery } from "../jobs/mail";
import type { Outcome } from "../orders/production";
import { requestHash, type IdempotencyRef } from "../partners/idempotency";
import type { Partner } from "../partners/tokens";
import { handle, type HandlerContext } from "./handler";
import type { Operation } from "./operation";
import { success } from "./respond";

/** The partner's Idempotency-Key for this operation and input, or null when it sent none. */
function idempotencyRef(
  partner: Partner,
  key: string | null,
  operation: string,
  input: unknown,
): IdempotencyRef | null {
  if (!key) return null;
  return { partnerId: partner.id, key, requestHash: requestHash(operation, input) };
}

/** The order as the partner sees it; a replay says so, as Stripe's `Idempotent-Replayed`. */
const partnerAnswer = (outcome: Outcome) =>
  success(outcome.view, {
    headers: {
      "Cache-Control": "no-store",
      ...(outcome.replayed ? { "Idempotent-Replayed": "true" } : {}),
    },
  });

type PartnerOrderOperation = Operation & { auth: "partner"; idempotent: true };

/**
 * A partner's write to one order (issue 26): the change, keyed by the partner's Idempotency-Key
 * over the order number and the body (`name` keeps each operation's keys apart), the client's
 * mail kicked after the answer, and the order as the partner sees it.
 */
export function partnerOrderRoute<O extends PartnerOrderOperation>(
  operation: O,
  name: string,
  change: (ctx: HandlerContext<O>, idempotency: IdempotencyRef | null) => Promise<Outcome>,
) {
  return handle(operation, async (ctx) => {
    // handle() has refused a call without a partner's token; this says so to the type checker.
    if (!ctx.partner) throw DomainError.unauthenticated();
    const input = { ...(ctx.params as object), ...(ctx.body as object) };
    const idempotency = idempotencyRef(ctx.partner, ctx.idempotencyKey, name, input);
    const outcome = await change(ctx, idempotency);
    kickMailDelivery();
    return partnerAnswer(outcome);
  });
}
