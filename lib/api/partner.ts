import "server-only";
import { DomainError } from "../errors";
import { kickMailDelivery } from "../jobs/mail";
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

/** What the partner sees of its write; a replay says so, as Stripe's `Idempotent-Replayed`. */
const partnerAnswer = (outcome: { view: unknown; replayed: boolean }) =>
  success(outcome.view, {
    headers: {
      "Cache-Control": "no-store",
      ...(outcome.replayed ? { "Idempotent-Replayed": "true" } : {}),
    },
  });

type PartnerWriteOperation = Operation & { auth: "partner"; idempotent: true };

/**
 * A partner's write (issue 26: an order's stage or cancellation; issue 38: a return's steps):
 * the change, keyed by the partner's Idempotency-Key over the path and the body (`name` keeps
 * each operation's keys apart), the client's mail kicked after the answer, and what the partner
 * sees of the result.
 */
export function partnerWriteRoute<O extends PartnerWriteOperation, View>(
  operation: O,
  name: string,
  change: (
    ctx: HandlerContext<O> & { partner: Partner },
    idempotency: IdempotencyRef | null,
  ) => Promise<{ view: View; replayed: boolean }>,
) {
  return handle(operation, async (ctx) => {
    // handle() has refused a call without a partner's token; this says so to the type checker.
    const partner = ctx.partner;
    if (!partner) throw DomainError.unauthenticated();
    const input = { ...(ctx.params as object), ...(ctx.body as object) };
    const idempotency = idempotencyRef(partner, ctx.idempotencyKey, name, input);
    const outcome = await change({ ...ctx, partner }, idempotency);
    kickMailDelivery();
    return partnerAnswer(outcome);
  });
}
