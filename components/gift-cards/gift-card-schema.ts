import { z } from "zod";
import { giftCodeInputSchema } from "@/lib/cart/gift-code-schema";
import {
  deliveryOfGiftCard,
  GIFT_CARD_DELIVERY_SURCHARGE,
  type GiftCardDelivery,
} from "@/lib/gift-cards";

export type Delivery = GiftCardDelivery;

/** A gift-card product as the form needs it. */
export type GiftCardOption = {
  id: string;
  label: string;
  delivery: Delivery;
  amounts: number[];
};

/** One rule with the API: the posted card is the one named for it. */
export const deliveryOf = deliveryOfGiftCard;

/**
 * The form's fields are all text, as inputs give them. They are shaped into the API payload and
 * then checked with the very schema POST /gift-codes validates with, so the shopper sees the
 * server's messages before sending. The recipient's name doubles as the name on the envelope.
 */
export const giftCardFormSchema = z
  .object({
    delivery: z.enum(["email", "post"]),
    amount: z.string(),
    recipient_name: z.string(),
    recipient_email: z.string(),
    sender_name: z.string(),
    message: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
    }),
  })
  .transform(({ amount, address, ...rest }): z.input<typeof giftCodeInputSchema> => ({
    ...rest,
    amount: amount === "" ? Number.NaN : Number(amount),
    address:
      rest.delivery === "post"
        ? { ...address, name: rest.recipient_name, country: "US" as const }
        : undefined,
  }))
  .pipe(giftCodeInputSchema);

export type GiftCardFormValues = z.input<typeof giftCardFormSchema>;
export type GiftCardPayload = z.output<typeof giftCardFormSchema>;

/** Display only: the server prices the card (amount, plus the surcharge when posted). */
export const giftCardPrice = (amount: number, delivery: Delivery) =>
  amount + (delivery === "post" ? GIFT_CARD_DELIVERY_SURCHARGE : 0);

const TOP_FIELDS = [
  "delivery",
  "amount",
  "recipient_name",
  "recipient_email",
  "sender_name",
  "message",
] as const;
const ADDRESS_FIELDS = ["line1", "line2", "city", "state", "postal_code"] as const;

export type GiftCardField =
  (typeof TOP_FIELDS)[number] | `address.${(typeof ADDRESS_FIELDS)[number]}`;

/** The input that shows a server field error (422 `errors`), or null for the form as a whole. */
export function formFieldFor(serverField: string): GiftCardField | null {
  if (serverField === "address.name") return "recipient_name";
  if (serverField === "address") return "address.line1";
  const top = TOP_FIELDS.find((field) => field === serverField);
  if (top) return top;
  const nested = ADDRESS_FIELDS.find((field) => `address.${field}` === serverField);
  return nested ? `address.${nested}` : null;
}
