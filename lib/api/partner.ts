import "server-only";
import type { Outcome } from "../orders/production";
import type { ReturnView } from "../orders/returns";
import { requestHash, type IdempotencyRef } from "../partners/idempotency";
import type { Partner } from "../partners/tokens";
import { success } from "./respond";

/** The partner's Idempotency-Key for this operation and input, or null when it sent none. */
export function idempotencyRef(
  ctx: { partner: Partner; idempotencyKey: string | null },
  operation: string,
  input: unknown,
): IdempotencyRef | null {
  if (!ctx.idempotencyKey) return null;
  return {
    partnerId: ctx.partner.id,
    key: ctx.idempotencyKey,
    requestHash: requestHash(operation, input),
  };
}

/** The order as the partner sees it; a replay says so, as Stripe's `Idempotent-Replayed`. */
export const partnerAnswer = (outcome: Outcome) =>
  success(outcome.view, {
    headers: {
      "Cache-Control": "no-store",
      ...(outcome.replayed ? { "Idempotent-Replayed": "true" } : {}),
    },
  });

/** A return as the warehouse sees it (issue 38); a replay says so, like the orders'. */
export const partnerReturnAnswer = (outcome: { view: ReturnView; replayed: boolean }) =>
  success(outcome.view, {
    headers: {
      "Cache-Control": "no-store",
      ...(outcome.replayed ? { "Idempotent-Replayed": "true" } : {}),
    },
  });
