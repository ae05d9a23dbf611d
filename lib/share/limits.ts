import "server-only";
import { DomainError } from "../errors";
import { hit } from "../security/rate-limit";

const HOUR_MS = 60 * 60 * 1000;
/** Share mails to one address per hour, whoever sends them: nobody's inbox is a target. */
const SHARE_PER_RECIPIENT_PER_HOUR = 3;
/** Share mails from one browser session per hour. */
const SHARE_PER_SENDER_PER_HOUR = 10;

/**
 * The share mail goes to an address the caller types, so beyond the per-address limit of the
 * operation it is limited per recipient and per sending session too (429 with Retry-After).
 */
export async function limitShareMail(recipient: string, senderSession: string): Promise<void> {
  const checks = [
    await hit(`share-to|${recipient.toLowerCase()}`, SHARE_PER_RECIPIENT_PER_HOUR, HOUR_MS),
    await hit(`share-from|${senderSession}`, SHARE_PER_SENDER_PER_HOUR, HOUR_MS),
  ];
  const refused = checks.find((check) => !check.allowed);
  if (refused) {
    throw DomainError.rateLimited(
      "This design has been shared a lot in the last hour. Please try again later.",
      refused.retryAfterSeconds,
    );
  }
}
