import "server-only";
import { DomainError } from "../errors";
import { giftCardsFor } from "../catalogue/browse";
import { giftCodes } from "../db/schema";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import type { CartActor } from "./service";
import { CART_MESSAGES } from "./errors";
import type { GiftCodeInput } from "./gift-code-schema";
import { deliveryOfGiftCard } from "../gift-cards";
import { giftCodePrice } from "./totals";

/**
 * Creates the gift card to be bought (spec 7 POST /gift-codes). The amount must be one the
 * store's gift card for that delivery offers; the redemption code is issued only once paid.
 */
export async function createGiftCode(db: Db, actor: CartActor, input: GiftCodeInput) {
  const { store, owner } = actor;
  if (!showsSection(store, "giftCertificates")) {
    throw DomainError.validation({ amount: [CART_MESSAGES.giftCardsOff] });
  }
  const posted = input.delivery === "post";
  const cards = (await giftCardsFor(store)).filter(
    (card) => deliveryOfGiftCard(card.name) === input.delivery,
  );
  const amounts = new Set(cards.flatMap((card) => card.denominations ?? [card.starting_price]));
  if (!amounts.has(input.amount)) {
    throw DomainError.validation({ amount: ["Please choose one of the amounts offered."] });
  }
  const address = posted && input.address;
  const [row] = await db
    .insert(giftCodes)
    .values({
      amount: input.amount,
      balance: input.amount,
      senderName: input.sender_name ?? null,
      recipientName: input.recipient_name,
      recipientEmail: input.recipient_email ?? null,
      message: input.message ?? null,
      ownerSessionId: owner.sessionId,
      ownerCustomerId: owner.customerId,
      address: address
        ? {
            name: address.name,
            line1: address.line1,
            line2: address.line2,
            city: address.city,
            state: address.state,
            postalCode: address.postal_code,
            country: address.country,
          }
        : null,
    })
    .returning();
  if (!row) throw new Error("gift code insert returned no row");
  return {
    id: row.id,
    amount: row.amount,
    price: giftCodePrice(row.amount, row.address !== null),
    delivery: input.delivery,
    address: row.address,
    sender_name: row.senderName,
    recipient_name: row.recipientName,
    recipient_email: row.recipientEmail,
    message: row.message,
  };
}
