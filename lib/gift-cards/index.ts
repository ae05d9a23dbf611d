/** Spec 9: a gift card delivered to a postal address costs 500 cents more. */
export const GIFT_CARD_DELIVERY_SURCHARGE = 500;

export type GiftCardDelivery = "email" | "post";

/** The gift card product a delivery belongs to: the posted card is named for it (demo catalogue). */
export const deliveryOfGiftCard = (productName: string): GiftCardDelivery =>
  /physical|post/i.test(productName) ? "post" : "email";
