import "server-only";
import { and, desc, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import { hashToken, newMailedLink } from "../auth/tokens";
import type { Customer } from "../auth/tokens";
import type { WebSession } from "../auth/web-session";
import { checkCurrentPassword } from "../customers/account";
import type { SignInClient } from "../customers/throttle";
import { privacyForgetJobs, privacyRequests } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { DomainError } from "../errors";
import { log } from "../log";
import { queueMail } from "../mail/outbox";
import { signedInRecently } from "../passkeys/recent-sign-in";
import { allowVisitorMail, type MailSender } from "../security/mail-caps";
import { photoStore } from "../storage/repair-photos";
import { eraseSubject } from "./erase";
import { assembleExport, exportCounts, type DataExport } from "./export";
import { privacyLink, privacyRequestMail } from "./mail";
import { describeRequest, LINK_TTL_MS, type PrivacyChannel, type PrivacyKind } from "./rules";
import { accountSubject, guestSubject, type Subject } from "./subjects";

const PRIVACY_MESSAGES = {
  password: "Please enter your password (or sign in again with a passkey) to confirm it is you.",
  badLink: "This link has expired or was already used. Please ask again.",
} as const;

async function openRequest(
  tx: Tx,
  request: { kind: PrivacyKind; channel: PrivacyChannel; email: string; customerId: string | null },
  origin: string,
): Promise<void> {
  const link = newMailedLink(LINK_TTL_MS);
  await tx.insert(privacyRequests).values({
    kind: request.kind,
    channel: request.channel,
    customerId: request.customerId,
    email: request.email,
    ...link.stored,
  });
  await queueMail(tx, privacyRequestMail(request.email, request, privacyLink(link.token, origin)));
}

type Caller = { customer: Customer; session: WebSession; apiToken: string | undefined };

/**
 * A signed-in customer asks for their data or its erasure. Who is at the keyboard is asked
 * again, as for adding a passkey (lib/passkeys/service.ts): a sign-in on this browser in the last
 * minutes (a passkey sign-in counts) or the current password, under the sign-in throttle. Then
 * the link goes to the account's address: the mailbox is the second proof, and the link does
 * the work. An earlier open link of the same kind ends.
 */
export async function requestByAccount(
  db: Db,
  caller: Caller,
  input: { kind: PrivacyKind; currentPassword: string | undefined },
  client: SignInClient,
  origin: string,
): Promise<void> {
  if (!signedInRecently(caller.session, caller.apiToken, Date.now())) {
    await checkCurrentPassword(
      db,
      caller.customer,
      input.currentPassword,
      client,
      PRIVACY_MESSAGES.password,
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(privacyRequests)
      .set({ tokenHash: null, email: null, expiresAt: new Date() })
      .where(
        and(
          eq(privacyRequests.customerId, caller.customer.id),
          eq(privacyRequests.kind, input.kind),
          eq(privacyRequests.status, "mailed"),
        ),
      );
    await openRequest(
      tx,
      {
        kind: input.kind,
        channel: "account",
        email: caller.customer.email,
        customerId: caller.customer.id,
      },
      origin,
    );
  });
}

/**
 * A guest asks by e-mail. The answer is the same whatever the address (known, unknown, an
 * account's) and whether the mail caps let a mail go: the mail, and only the mail, tells.
 */
export async function requestByGuest(
  db: Db,
  input: { kind: PrivacyKind; email: string; sender: MailSender },
  origin: string,
): Promise<void> {
  if (!(await allowVisitorMail("privacy", input.email, input.sender))) return;
  await db.transaction((tx) =>
    openRequest(
      tx,
      { kind: input.kind, channel: "guest", email: input.email, customerId: null },
      origin,
    ),
  );
}

type OpenRequest = typeof privacyRequests.$inferSelect;

async function findOpen(
  db: Db | Tx,
  token: string,
  lock: boolean,
  kind?: PrivacyKind,
): Promise<OpenRequest | null> {
  if (token.length < 20 || token.length > 200) return null;
  const query = db
    .select()
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.tokenHash, hashToken(token)),
        eq(privacyRequests.status, "mailed"),
        gt(privacyRequests.expiresAt, new Date()),
        isNotNull(privacyRequests.email),
        kind ? eq(privacyRequests.kind, kind) : undefined,
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** What an unused link would do, for its page (opening the page changes nothing). */
export async function privacyLinkKind(
  db: Db,
  token: string,
): Promise<{ kind: PrivacyKind; channel: PrivacyChannel } | null> {
  const row = await findOpen(db, token, false);
  return row ? { kind: row.kind, channel: row.channel } : null;
}

const subjectOf = async (tx: Tx, row: OpenRequest): Promise<Subject | null> =>
  row.channel === "account"
    ? row.customerId
      ? accountSubject(tx, row.customerId)
      : null
    : guestSubject(tx, row.email ?? "");

/**
 * Uses a request's link, once: the download is made now, from what the database holds now, and
 * never stored (issue 37, ADR 0322); the erasure runs in this same transaction, all or nothing.
 * Either way the request is marked done with its counts, and the address and link are cleared
 * from it. 422 for a link that is unknown, used, expired or of the other kind, or whose account
 * is gone.
 */
export async function usePrivacyLink(db: Db, token: string, kind: "export"): Promise<DataExport>;
export async function usePrivacyLink(db: Db, token: string, kind: "erase"): Promise<void>;
export async function usePrivacyLink(
  db: Db,
  token: string,
  kind: PrivacyKind,
): Promise<DataExport | void> {
  const done = await db.transaction(async (tx) => {
    const row = await findOpen(tx, token, true, kind);
    const subject = row ? await subjectOf(tx, row) : null;
    if (!row || !subject) throw DomainError.validation({ token: [PRIVACY_MESSAGES.badLink] });
    const finish = (outcome: Record<string, number>) =>
      tx
        .update(privacyRequests)
        .set({
          status: "completed",
          completedAt: new Date(),
          outcome,
          email: null,
          tokenHash: null,
        })
        .where(eq(privacyRequests.id, row.id));
    if (row.kind === "export") {
      const file = await assembleExport(tx, subject);
      await finish(exportCounts(file));
      return { file };
    }
    const erasure = await eraseSubject(tx, subject, row.id);
    await finish(erasure.outcome);
    return { photoKeys: erasure.photoKeys };
  });
  if ("file" in done) return done.file;
  await removeRepairPhotos(done.photoKeys);
}

/**
 * The erased repair photos' bytes, after the erasure committed. Each removal has the store's own
 * timeout; one that fails is logged with how many were left (never which person's) for the
 * operator, and the photo, whose row is gone, is never served again.
 */
async function removeRepairPhotos(keys: string[]) {
  const store = photoStore();
  const results = await Promise.allSettled(keys.map((key) => store.remove(key)));
  const failed = results.filter((result) => result.status === "rejected").length;
  if (failed > 0) {
    log().error(
      { failed, of: keys.length },
      "[privacy] erased repair photos could not all be removed from the photo store",
    );
  }
}

/**
 * Links nobody used within their day: the address and the link's hash are cleared, so the log
 * keeps no personal data about requests that went nowhere. Run by the jobs timer.
 */
export async function forgetExpiredPrivacyLinks(db: Db): Promise<number> {
  const cleared = await db
    .update(privacyRequests)
    .set({ email: null, tokenHash: null })
    .where(
      and(
        eq(privacyRequests.status, "mailed"),
        lte(privacyRequests.expiresAt, new Date()),
        isNotNull(privacyRequests.email),
      ),
    )
    .returning({ id: privacyRequests.id });
  return cleared.length;
}

/** The operator's log, newest first: one line per request, without the data itself. */
export async function privacyLog(db: Db, limit = 200): Promise<string[]> {
  const requests = await db
    .select()
    .from(privacyRequests)
    .orderBy(desc(privacyRequests.createdAt))
    .limit(limit);
  const jobs =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(privacyForgetJobs)
          .where(
            inArray(
              privacyForgetJobs.requestId,
              requests.map((request) => request.id),
            ),
          );
  const now = new Date();
  return requests.map((request) =>
    describeRequest(
      request,
      jobs.filter((job) => job.requestId === request.id),
      now,
    ),
  );
}
