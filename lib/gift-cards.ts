/** Spec 9: a gift card delivered to a postal address costs 500 cents more. */
export const GIFT_CARD_DELIVERY_SURCHARGE = 500;
