import "server-only";
import { eq } from "drizzle-orm";
import { DomainError } from "../errors/index";
import { CHANNEL_MESSAGES } from "./messages";
import type { ReferralSource } from "./referral";
import { orders } from "../db/schema/index";
import type { Db } from "../db/types";
import { showsSection, type SiteSection } from "../retail/sections";
import { findStylist } from "../stylists/repository";
import { changeCart, type CartActor } from "../cart/service";

/** Absent: unchanged; null or empty: cleared. */
export type CartDetails = {
  comments?: string | null;
  stylist?: string | null;
  client_note?: string | null;
  referral_source?: ReferralSource | null;
  referrer_email?: string | null;
};

type Field = keyof CartDetails;

/** Which section of the store's matrix lets each field in, and how the refusal names it. */
const FIELD_SECTIONS: Record<Field, [SiteSection, string]> = {
  comments: ["comments", "order comments"],
  stylist: ["stylistInputs", "a stylist"],
  client_note: ["stylistInputs", "a client note"],
  referral_source: ["referrerInputs", "how you heard about us"],
  referrer_email: ["referrerInputs", "a referrer"],
};

/** PUT /orders/{id}: what the shopper may change on the cart itself, where the store asks for it. */
export function updateCartDetails(db: Db, actor: CartActor, cartId: string, details: CartDetails) {
  const given = (Object.keys(FIELD_SECTIONS) as Field[]).filter((f) => details[f] !== undefined);
  const refused = given.filter((f) => !showsSection(actor.store, FIELD_SECTIONS[f][0]));
  return changeCart(db, actor, cartId, async (tx, order) => {
    if (refused.length > 0) {
      throw DomainError.validation(
        Object.fromEntries(
          refused.map((f) => [f, [CHANNEL_MESSAGES.notTaken(FIELD_SECTIONS[f][1])]]),
        ),
      );
    }
    if (given.length === 0) return;
    const set: Partial<typeof orders.$inferInsert> = { updatedAt: new Date() };
    if (details.comments !== undefined) set.comments = details.comments || null;
    if (details.client_note !== undefined) set.clientNote = details.client_note || null;
    if (details.referral_source !== undefined) set.referralSource = details.referral_source;
    if (details.referrer_email !== undefined) set.referrerEmail = details.referrer_email || null;
    if (details.stylist !== undefined) {
      const lookup = details.stylist ? await findStylist(tx, details.stylist) : null;
      if (lookup && !lookup.found) {
        const message =
          lookup.reason === "ambiguous"
            ? CHANNEL_MESSAGES.stylistAmbiguous
            : CHANNEL_MESSAGES.stylistUnknown;
        throw DomainError.validation({ stylist: [message] });
      }
      set.stylistId = lookup?.found?.id ?? null;
    }
    await tx.update(orders).set(set).where(eq(orders.id, order.id));
  });
}
