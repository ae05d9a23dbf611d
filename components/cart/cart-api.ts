import { z } from "zod";
import { api, API_BASE, HttpError } from "@/lib/http/client";
import type { CartView } from "@/lib/cart/present";

// GET /promo-code-eligibility answers in the envelope with the reason beside `content`, which
// api() drops, so this one call reads the envelope itself.
const eligibilityEnvelope = z.object({
  content: z.union([z.literal(0), z.literal(1), z.boolean()]),
  message: z.string().nullish(),
});

const NOT_VALID = "This promo code is not valid.";

export type PromoEligibility = { eligible: true } | { eligible: false; message: string };

/** Spec 5: eligibility is checked before applying; the answer 1 means eligible. */
export async function checkPromoEligibility(
  cartId: string,
  code: string,
): Promise<PromoEligibility> {
  const response = await fetch(
    `${API_BASE}/promo-code-eligibility/${cartId}/${encodeURIComponent(code)}`,
    { headers: { Accept: "application/json" }, credentials: "include" },
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(response.status, body);
  const parsed = eligibilityEnvelope.safeParse(body);
  if (!parsed.success) throw new HttpError(response.status, null);
  const { content, message } = parsed.data;
  return content === 1 || content === true
    ? { eligible: true }
    : { eligible: false, message: message || NOT_VALID };
}

/** POST /addPromoCodeToOrder; `null` takes the code off the cart. */
export const setCartPromoCode = (cartId: string, code: string | null) =>
  api<CartView>("POST", "/addPromoCodeToOrder", { code, order_id: cartId });

export type GiftBox = {
  id: string;
  name: string;
  label: string;
  description: string;
  price: number;
  image_url: string | null;
};

export const GIFT_BOXES_KEY = "/public/gift-boxes";

/** One box for the whole order; it replaces the order's previous box. */
export const wrapOrder = (cartId: string, giftBoxId: string) =>
  api<CartView>("PUT", `/orders/add-gift-box/${cartId}`, { product_id: giftBoxId });

export const unwrap = (cartId: string, orderGiftBoxId: string) =>
  api<CartView>("DELETE", "/order-gift-boxes", { order_id: cartId, id: orderGiftBoxId });
