import "server-only";
import { brand } from "../brand";
import type { Customer } from "../auth/tokens";
import type { Db } from "../db/types";
import { log } from "../log";
import { queueMail } from "../mail/outbox";
import type { RetailStoreSlug } from "../retail/stores";
import { configuredStoreOrigin } from "../seo/store-origin";

/**
 * A new passkey is a new way into the account: its owner hears of it at the account's address,
 * so a passkey someone else added (with the password, or on an unattended browser) is noticed.
 */
export async function mailPasskeyAdded(
  db: Db,
  customer: Pick<Customer, "email" | "firstName">,
  name: string,
  store: RetailStoreSlug,
): Promise<void> {
  const origin = configuredStoreOrigin(store);
  const lines = [
    `Dear ${customer.firstName || "customer"},`,
    "",
    `A passkey named "${name}" was added to your ${brand.name} account. You can now sign in with it`,
    "on this device, without your password.",
    "",
    `If it was not you, please remove it at ${new URL("/my-account", origin)}, choose a new`,
    `password at ${new URL("/forgot-password", origin)}, and write to us at ${brand.supportEmail}.`,
    "",
    `${brand.name}, ${brand.tagline.toLowerCase()}`,
  ];
  try {
    await queueMail(db, {
      to: customer.email,
      subject: `A passkey was added to your ${brand.name} account`,
      text: lines.join("\n"),
    });
  } catch (error) {
    log().error({ err: error }, "[passkeys] added-notice mail failed");
  }
}
