import { api, call, envelopeOf } from "@/lib/http/api-client";

const NOT_VALID = "This promo code is not valid.";

export type PromoEligibility = { eligible: true } | { eligible: false; message: string };

/** Spec 5: eligibility is checked before applying; the answer 1 means eligible. */
export async function checkPromoEligibility(
  cartId: string,
  code: string,
): Promise<PromoEligibility> {
  // The reason for a refusal travels beside `content` in the envelope.
  const { content, message } = await envelopeOf(() =>
    api.GET("/api/external/promo-code-eligibility/{id}/{x}", {
      params: { path: { id: cartId, x: code } },
    }),
  );
  return content === 1 ? { eligible: true } : { eligible: false, message: message || NOT_VALID };
}

/** POST /addPromoCodeToOrder; `null` takes the code off the cart. */
export const setCartPromoCode = (cartId: string, code: string | null) =>
  call(() => api.POST("/api/external/addPromoCodeToOrder", { body: { code, order_id: cartId } }));

export type GiftBox = {
  id: string;
  name: string;
  label: string;
  description: string;
  price: number;
  image_url: string | null;
};

export const GIFT_BOXES_KEY = "/public/gift-boxes";

/** The boxes a cart can be wrapped in (swr fetcher for GIFT_BOXES_KEY). */
export const listGiftBoxes = () => call(() => api.GET("/api/external/public/gift-boxes"));

/** One box for the whole order; it replaces the order's previous box. */
export const wrapOrder = (cartId: string, giftBoxId: string) =>
  call(() =>
    api.PUT("/api/external/orders/add-gift-box/{id}", {
      params: { path: { id: cartId } },
      body: { product_id: giftBoxId },
    }),
  );

export const unwrap = (cartId: string, orderGiftBoxId: string) =>
  call(() =>
    api.DELETE("/api/external/order-gift-boxes", {
      body: { order_id: cartId, id: orderGiftBoxId },
    }),
  );
