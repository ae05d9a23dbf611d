import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
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

/**
 * How long a key is remembered. A partner retries within minutes or hours; a week also covers a
 * weekend outage of the atelier's system. Later, the same key is a new request (documented for
 * partners in the OpenAPI description of the header).
 */
const IDEMPOTENCY_KEY_DAYS = 7;

/** Forgets the keys older than IDEMPOTENCY_KEY_DAYS; run by the background jobs. */
export async function forgetOldIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(partnerIdempotencyKeys)
    .where(lt(partnerIdempotencyKeys.createdAt, before))
    .returning({ id: partnerIdempotencyKeys.id });
  return gone.length;
}
