import "server-only";
import { DomainError } from "../errors";
import { hit, type RateResult } from "./rate-limit";

/**
 * Caps on the mails the store sends because a visitor asked it to (issue 23): a share, a password
 * reset, a sign-up's welcome, an appointment request, a newsletter confirmation. The per-minute
 * limit of each operation counts requests per client address; these count mails per recipient
 * (so nobody's inbox can be flooded from many addresses) and per sender (so one client cannot
 * mail many inboxes). Counters go through `hit()`, so they live in Redis when REDIS_URL is set and
 * every app server counts against the same cap.
 */
export type VisitorMailKind = "share" | "reset" | "signup" | "appointment" | "newsletter";

/**
 * Who asked: the client address (lib/api/client-ip.ts) and the session id, each when known.
 * `lib/api/mail-sender.ts` builds it from a request.
 */
export type MailSender = { ip?: string; session?: string };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The caps, documented in docs/decisions.md ("Issue 23: mail that cannot be abused"). A real
 * visitor asks for a reset or shares a bag once or twice; three an hour per kind leaves room for a
 * typo and a retry, ten a day over all kinds bounds what any address can receive from us. Twenty
 * an hour per client address leaves room for a shop's shared connection (the kiosks); a session
 * is one person.
 */
export const MAIL_CAPS = {
  recipientPerKindPerHour: 3,
  recipientPerDay: 10,
  senderIpPerHour: 20,
  senderSessionPerHour: 10,
} as const;

/**
 * The address as one inbox sees it: trimmed, Unicode-normalised (NFKC folds full-width letters),
 * lower case, `+tag` dropped from the local part (most providers deliver `ada+1@` to `ada@`), and
 * for Gmail the dots, which Gmail ignores. Used only to count; mail still goes where it was asked.
 */
export function normaliseAddress(address: string): string {
  const folded = address.normalize("NFKC").trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at < 1) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1).replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

type MailCapCheck =
  { allowed: true } | { allowed: false; reason: "sender" | "recipient"; retryAfterSeconds: number };

/** Runs the counters in order and stops at the first refusal, so a refused step costs the later ones nothing. */
async function firstRefusal(steps: (() => Promise<RateResult>)[]): Promise<RateResult | null> {
  for (const step of steps) {
    const result = await step();
    if (!result.allowed) return result;
  }
  return null;
}

/**
 * Counts one mail of `kind` to `recipient` asked for by `sender`. The sender is counted first: a
 * client that has used up its own cap does not also use up its victims' caps.
 */
async function checkVisitorMail(
  kind: VisitorMailKind,
  recipient: string,
  sender: MailSender,
): Promise<MailCapCheck> {
  const { ip, session } = sender;
  const senderRefusal = await firstRefusal([
    ...(ip ? [() => hit(`mail-from-ip|${ip}`, MAIL_CAPS.senderIpPerHour, HOUR_MS)] : []),
    ...(session
      ? [() => hit(`mail-from-session|${session}`, MAIL_CAPS.senderSessionPerHour, HOUR_MS)]
      : []),
  ]);
  if (senderRefusal) {
    return { allowed: false, reason: "sender", retryAfterSeconds: senderRefusal.retryAfterSeconds };
  }
  const inbox = normaliseAddress(recipient);
  const recipientRefusal = await firstRefusal([
    () => hit(`mail-to|${kind}|${inbox}`, MAIL_CAPS.recipientPerKindPerHour, HOUR_MS),
    () => hit(`mail-to-day|${inbox}`, MAIL_CAPS.recipientPerDay, DAY_MS),
  ]);
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
 * For flows that must answer alike whether or not a mail went out (reset, sign-up, newsletter):
 * false means "do not send", and the caller answers as if it had.
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
} as const;

/**
 * For flows whose sender may be told (share, appointment): throws a 429 with Retry-After when a
 * cap is reached. Nothing is revealed: the visitor typed the address, and the cap is counted the
 * same whoever owns it.
 */
export async function limitVisitorMail(
  kind: VisitorMailKind,
  recipient: string,
  sender: MailSender,
): Promise<void> {
  const check = await checkVisitorMail(kind, recipient, sender);
  if (!check.allowed) {
    throw DomainError.rateLimited(REFUSALS[check.reason], check.retryAfterSeconds);
  }
}

/**
 * Issue 25: the link finishing a sign-in from a locked client address goes out only after the
 * account's right password, so it cannot be aimed at a stranger's inbox; what it needs is a
 * bound on one inbox (a password thief at such an address must not flood the owner). Its counters
 * are its own: the sign-in answers alike whether a mail went out, and a counter shared with a flow
 * that tells its sender about refusals (a share's 429, the session's cap) would let a guesser
 * learn from it whether a password was right. Not per client address either: the address is the
 * crowd this link exists for.
 */
export async function allowSignInLinkMail(recipient: string): Promise<boolean> {
  const inbox = normaliseAddress(recipient);
  const refusal = await firstRefusal([
    () => hit(`sign-in-link|${inbox}`, MAIL_CAPS.recipientPerKindPerHour, HOUR_MS),
    () => hit(`sign-in-link-day|${inbox}`, MAIL_CAPS.recipientPerDay, DAY_MS),
  ]);
  return refusal === null;
}
