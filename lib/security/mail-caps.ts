import "server-only";
import { DomainError } from "../errors";
import { hit, type RateResult } from "./rate-limit";

/**
 * Caps on the mails the store sends because a visitor asked it to (issue 23): a share, a sign-up's
 * link or notice, a newsletter confirmation, an e-mail change's link to the new address. The
 * per-minute limit of each operation counts requests per client address; these count mails per
 * recipient (so nobody's inbox can be flooded from many addresses) and per sender (so one client
 * cannot mail many inboxes). Counters go through `hit()`, so they live in Redis when REDIS_URL is
 * set and every app server counts against the same cap.
 *
 * Issue 35: a recipient's caps are spent only by a mail that is sent to that address, so callers
 * count once they know a mail goes out (the design exists, the sign-up is mailed), and never for
 * a request that mails nobody. A password reset and a sign-in link, the mails that let an owner
 * back in, are not under these caps at all (`limitResetRequest`, `allowSignInLinkMail`): nothing
 * a stranger has the store mail to an address can keep its owner from getting them. Nor is an
 * appointment request, which mails the store's client care (`limitClientCareMail`).
 * Issue 37: a guest's request for their data (`privacy`) is a visitor mail like a sign-up's.
 */
export type VisitorMailKind = "share" | "signup" | "newsletter" | "privacy";

/**
 * Who asked: the client address (lib/api/client-ip.ts) and the session id, each when known.
 * `lib/api/mail-sender.ts` builds it from a request.
 */
export type MailSender = { ip?: string; session?: string };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The caps, documented in docs/adr/0051 and docs/adr/0097. A real visitor shares a bag or signs
 * up once or twice; three an hour per kind leaves room for a typo and a retry, ten a day over
 * all kinds bounds what any address can receive from us. Twenty an hour per client address
 * leaves room for a shop's shared connection (the kiosks); a session is one person. Client care
 * reads every appointment request: a hundred an hour is far above a busy day's and bounds a
 * flood of its inbox.
 */
export const MAIL_CAPS = {
  recipientPerKindPerHour: 3,
  recipientPerDay: 10,
  senderIpPerHour: 20,
  senderSessionPerHour: 10,
  resetRequestsPerAddressPerHour: 3,
  clientCarePerHour: 100,
} as const;

/**
 * The exact inbox a mail goes to: trimmed, Unicode-normalised (NFKC folds full-width letters) and
 * lower case (the domain is case-blind, and so is every mailbox provider's local part; account
 * addresses are stored lower case). `ada+1@` is not `ada@`: the caps of one are not the other's.
 */
export function exactInbox(address: string): string {
  return address.normalize("NFKC").trim().toLowerCase().replace(/\.$/, "");
}

/**
 * The inbox that tagged and dotted forms of an address reach at most providers: `+tag` dropped
 * from the local part, and for Gmail the dots, which Gmail ignores. Only for `variantsKey`.
 */
export function normaliseAddress(address: string): string {
  const folded = exactInbox(address);
  const at = folded.lastIndexOf("@");
  if (at < 1) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

/**
 * Issue 35: the counters a mail to `address` spends. Its own exact inbox always; and when the
 * address is a tagged or dotted form of another (`ada+1@`), also one counter shared by all the
 * forms of that inbox, so tags cannot multiply what it receives (issue 23). The plain address's
 * own counters are never among them: mail to `ada+1@` … `ada+9@` cannot use up `ada@`'s.
 */
function recipientKeys(address: string): string[] {
  const exact = exactInbox(address);
  const folded = normaliseAddress(address);
  return folded === exact ? [exact] : [exact, `forms-of:${folded}`];
}

type MailCapCheck =
  { allowed: true } | { allowed: false; reason: Refusal; retryAfterSeconds: number };

/** Runs the counters in order and stops at the first refusal, so a refused step costs the later ones nothing. */
async function firstRefusal(steps: (() => Promise<RateResult>)[]): Promise<RateResult | null> {
  for (const step of steps) {
    const result = await step();
    if (!result.allowed) return result;
  }
  return null;
}

/** The sender's own caps, per client address and per session; the same for every kind. */
const senderSteps = ({ ip, session }: MailSender) => [
  ...(ip ? [() => hit(`mail-from-ip|${ip}`, MAIL_CAPS.senderIpPerHour, HOUR_MS)] : []),
  ...(session
    ? [() => hit(`mail-from-session|${session}`, MAIL_CAPS.senderSessionPerHour, HOUR_MS)]
    : []),
];

/**
 * Counts one mail of `kind` to `recipient` asked for by `sender`; call it only for a mail that
 * will be sent. The sender is counted first: a client that has used up its own cap does not also
 * use up its victims' caps.
 */
async function checkVisitorMail(
  kind: VisitorMailKind,
  recipient: string,
  sender: MailSender,
): Promise<MailCapCheck> {
  const senderRefusal = await firstRefusal(senderSteps(sender));
  if (senderRefusal) {
    return { allowed: false, reason: "sender", retryAfterSeconds: senderRefusal.retryAfterSeconds };
  }
  const recipientRefusal = await firstRefusal(
    recipientKeys(recipient).flatMap((inbox) => [
      () => hit(`mail-to|${kind}|${inbox}`, MAIL_CAPS.recipientPerKindPerHour, HOUR_MS),
      () => hit(`mail-to-day|${inbox}`, MAIL_CAPS.recipientPerDay, DAY_MS),
    ]),
  );
  if (recipientRefusal) {
    return {
      allowed: false,
      reason: "recipient",
      retryAfterSeconds: recipientRefusal.retryAfterSeconds,
    };
  }
  return { allowed: true };
}

/**
 * For flows that must answer alike whether or not a mail went out (sign-up, newsletter, the new
 * address of an e-mail change): false means "do not send", and the caller answers as if it had.
 */
export async function allowVisitorMail(
  kind: VisitorMailKind,
  recipient: string,
  sender: MailSender,
): Promise<boolean> {
  return (await checkVisitorMail(kind, recipient, sender)).allowed;
}

const REFUSALS = {
  sender:
    "You have sent a lot of e-mails through our website in the last hour. Please try again later.",
  recipient: "This address has received several e-mails from us recently. Please try again later.",
  reset:
    "Several reset links were asked for this address in the last hour, so we cannot send another " +
    "yet. If an account uses it, the latest link we sent still works. Please try again later.",
  clientCare:
    "Our client-care team has received a great many requests in the last hour. Please try again " +
    "later.",
} as const;
type Refusal = keyof typeof REFUSALS;

const refuse = (reason: Refusal, seconds: number) =>
  DomainError.rateLimited(REFUSALS[reason], seconds);

/**
 * For flows whose sender may be told (share): throws a 429 with Retry-After when a cap is
 * reached. Nothing is revealed: the visitor typed the address, and the cap is counted the same
 * whoever owns it.
 */
export async function limitVisitorMail(
  kind: VisitorMailKind,
  recipient: string,
  sender: MailSender,
): Promise<void> {
  const check = await checkVisitorMail(kind, recipient, sender);
  if (!check.allowed) throw refuse(check.reason, check.retryAfterSeconds);
}

/**
 * Issue 35: a forgotten password, counted before the account is looked up and the same for every
 * address, so a refusal (a 429, in the same words for any address) tells nothing about accounts.
 * The asker's own caps (client address, session) first, then the exact address asked for: three
 * an hour. A request for `ada+1@` counts on `ada+1@` only, never on `ada@`; a stranger asking for
 * `ada@` itself has the links mailed to her: each ends the one before, and the last, asked within
 * the fixed hour, works for 60 minutes, past the hour's end, so whenever she is refused a working
 * link is in her inbox. No cap a share or a sign-up spends applies.
 */
export async function limitResetRequest(email: string, sender: MailSender): Promise<void> {
  const senderRefusal = await firstRefusal(senderSteps(sender));
  if (senderRefusal) throw refuse("sender", senderRefusal.retryAfterSeconds);
  const asked = await hit(
    `reset-request|${exactInbox(email)}`,
    MAIL_CAPS.resetRequestsPerAddressPerHour,
    HOUR_MS,
  );
  if (!asked.allowed) throw refuse("reset", asked.retryAfterSeconds);
}

/**
 * Issue 35: an appointment request mails the store's client care, not the address typed in it,
 * so it counts on the sender's caps and on client care's own inbox, never on the typed address.
 */
export async function limitClientCareMail(sender: MailSender): Promise<void> {
  const senderRefusal = await firstRefusal(senderSteps(sender));
  if (senderRefusal) throw refuse("sender", senderRefusal.retryAfterSeconds);
  const received = await hit("mail-to-client-care", MAIL_CAPS.clientCarePerHour, HOUR_MS);
  if (!received.allowed) throw refuse("clientCare", received.retryAfterSeconds);
}

/**
 * Issue 25: the link finishing a sign-in from a locked client address goes out only after the
 * account's right password, so it cannot be aimed at a stranger's inbox; what it needs is a
 * bound on one inbox (a password thief at such an address must not flood the owner). Its counters
 * are its own: the sign-in answers alike whether a mail went out, and a counter shared with a flow
 * that tells its sender about refusals (a share's 429, the session's cap) would let a guesser
 * learn from it whether a password was right. Not per client address either: the address is the
 * crowd this link exists for. On the account's exact address (issue 35).
 */
export async function allowSignInLinkMail(recipient: string): Promise<boolean> {
  const inbox = exactInbox(recipient);
  const refusal = await firstRefusal([
    () => hit(`sign-in-link|${inbox}`, MAIL_CAPS.recipientPerKindPerHour, HOUR_MS),
    () => hit(`sign-in-link-day|${inbox}`, MAIL_CAPS.recipientPerDay, DAY_MS),
  ]);
  return refusal === null;
}
