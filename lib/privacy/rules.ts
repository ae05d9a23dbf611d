/**
 * Issue 37, the customer's own data: the rules of download and erasure requests, pure (no
 * database, no environment), so they are unit-tested alone. The flows are lib/privacy/requests.ts.
 */

/** A mailed privacy link works once, for a day (issue 37). */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What the mailed link does, and who asked: a signed-in customer or a guest by e-mail. */
export type PrivacyKind = "export" | "erase";
export type PrivacyChannel = "account" | "guest";

/**
 * The sections of the download, one per kind of data the store holds about a person, each made
 * by its own function in lib/privacy/export.ts. The list is the download's contract: the API test
 * reads it back from the file.
 */
export const EXPORT_SECTIONS = [
  "profile",
  "addresses",
  "orders",
  "repairs",
  "saved_designs",
  "wishlist",
  "passkeys",
  "newsletter",
  "sign_ins",
  "consent",
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/**
 * What replaces a person's name and street on the orders the tax law keeps (New York: records of
 * sales for 3 years, the house keeps 7). City, postal code, state and country stay: they decide
 * the sales tax an order was charged, which an audit checks.
 */
export const ERASED = "Erased";

/**
 * The address an erased record keeps: unique per record (a guest record's address is unique),
 * on the reserved `.invalid` domain (RFC 2606) so no mail can ever go to it, and naming nobody.
 */
export const erasedEmail = (recordId: string) => `erased-${recordId}@erased.invalid`;

/** 1 min, 2 min, 4 min … capped at 6 hours: a service that is down is not hammered. */
export function forgetRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/** How long a claimed forget call may take before another runner tries it again. */
export const FORGET_LEASE_MS = 60_000;

export type RequestState = "awaiting link" | "link expired" | "completed";

/** What the operator's list says about a request. */
export function requestState(
  request: { status: "mailed" | "completed"; expiresAt: Date },
  now: Date,
): RequestState {
  if (request.status === "completed") return "completed";
  return request.expiresAt.getTime() <= now.getTime() ? "link expired" : "awaiting link";
}

type LoggedRequest = {
  id: string;
  kind: PrivacyKind;
  channel: PrivacyChannel;
  status: "mailed" | "completed";
  expiresAt: Date;
  createdAt: Date;
  completedAt: Date | null;
  outcome: Record<string, number> | null;
};

type LoggedForget = {
  target: string;
  status: "pending" | "done";
  attempts: number;
  lastError: string | null;
};

/**
 * One line of `npm run privacy -- list`: the request, its outcome as counts, and each third
 * party's state. Only ids, dates and counts: the log never holds the data itself.
 */
export function describeRequest(
  request: LoggedRequest,
  forgets: LoggedForget[],
  now: Date,
): string {
  const outcome = Object.entries(request.outcome ?? {})
    .map(([what, count]) => `${what}=${count}`)
    .join(" ");
  const told = forgets.map((job) =>
    job.status === "done"
      ? `${job.target}: ${job.lastError ?? "told"}`
      : `${job.target}: pending after ${job.attempts} tries${job.lastError ? ` (${job.lastError})` : ""}`,
  );
  return [
    request.createdAt.toISOString(),
    request.id,
    request.kind.padEnd(6),
    request.channel.padEnd(7),
    requestState(request, now).padEnd(13),
    request.completedAt ? `done ${request.completedAt.toISOString()}` : "",
    outcome,
    ...told,
  ]
    .filter((part) => part !== "")
    .join("  ");
}
