import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { DomainError } from "../errors";
import { partnerIdempotencyKeys } from "../db/schema";
import type { Db, Tx } from "../db/types";

/**
 * `Idempotency-Key` for the partner operations (issue 26), after the IETF draft
 * (draft-ietf-httpapi-idempotency-key-header): a key is one partner's, and names one request.
 * - The first request under a key claims it inside the transaction of its work: a failed request
 *   (a 409, a 404) rolls its claim back, so only work that was done is remembered.
 * - The same key with the same request answers what the first answered, and does nothing again.
 * - The same key with another request is refused (422 `idempotency_key_reused`).
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";

export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,255}$/, "Idempotency-Key is 1 to 255 printable ASCII characters.");

export type IdempotencyRef = { partnerId: string; key: string; requestHash: string };

/** The operation and its parsed input, so whitespace and key order in the JSON do not count. */
export const requestHash = (operation: string, input: unknown) =>
  createHash("sha256")
    .update(`${operation}\n${JSON.stringify(input)}`)
    .digest("hex");

const REUSED =
  "This Idempotency-Key was used for another request. Please use a new key for a new request.";

/**
 * Claims the key in `tx`: `claimed` (do the work), or `replay` with the first request's answer
 * (null when its work committed but its answer was not kept: the caller answers as things are).
 * Two requests with one key wait for each other on the unique index; the second sees the first's.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  ref: IdempotencyRef,
): Promise<{ kind: "claimed" } | { kind: "replay"; response: unknown }> {
  const [claimed] = await tx
    .insert(partnerIdempotencyKeys)
    .values({ partnerTokenId: ref.partnerId, key: ref.key, requestHash: ref.requestHash })
    .onConflictDoNothing()
    .returning({ id: partnerIdempotencyKeys.id });
  if (claimed) return { kind: "claimed" };
  const [first] = await tx
    .select()
    .from(partnerIdempotencyKeys)
    .where(
      and(
        eq(partnerIdempotencyKeys.partnerTokenId, ref.partnerId),
        eq(partnerIdempotencyKeys.key, ref.key),
      ),
    );
  if (!first) throw new Error("idempotency key neither claimed nor found");
  if (first.requestHash !== ref.requestHash) {
    throw new DomainError("invalid", REUSED, {
      code: "idempotency_key_reused",
      errors: { "Idempotency-Key": [REUSED] },
    });
  }
  return { kind: "replay", response: first.response };
}

/** Keeps the answer of a claimed key, for the replays. */
export async function rememberAnswer(db: Db | Tx, ref: IdempotencyRef, response: unknown) {
  await db
    .update(partnerIdempotencyKeys)
    .set({ response })
    .where(
      and(
        eq(partnerIdempotencyKeys.partnerTokenId, ref.partnerId),
        eq(partnerIdempotencyKeys.key, ref.key),
      ),
    );
}
