import "server-only";
import { brand } from "../brand";
import type { CartView } from "../cart/present";
import { sendMail } from "../mail/outbox";
import { formatPrice } from "../money";
import { referralLabel } from "./referral";
import { log } from "../log";

/** The order confirmation (outbox in the embedded mode). Plain text: it reads everywhere. */
export function confirmationText(number: string, cart: CartView): string {
  const lines: string[] = [];
  for (const p of cart.configured_products) {
    lines.push(`${p.product.label} (made to order) x${p.pivot.quantity}  ${formatPrice(p.price)}`);
    for (const s of p.summary) lines.push(`    ${s.component}: ${s.choice}`);
    for (const t of p.personalizations) lines.push(`    Personalization: ${t.text}`);
  }
  for (const p of cart.products) {
    lines.push(`${p.label} x${p.pivot.quantity}  ${formatPrice(p.pivot.unit_price)}`);
  }
  for (const g of cart.gift_codes) {
    lines.push(`Gift card for ${g.recipient_name ?? "a friend"}  ${formatPrice(g.price)}`);
  }
  for (const b of cart.gift_boxes) lines.push(`${b.label}  ${formatPrice(b.price)}`);
  const t = cart.cart;
  const totals = [
    `Items: ${formatPrice(t.item_total)}`,
    t.promo_total ? `Promo: -${formatPrice(t.promo_total)}` : "",
    t.gift_code_total ? `Gift cards: ${formatPrice(t.gift_code_total)}` : "",
    `Tax: ${formatPrice(t.included_tax_total)}`,
    `Shipping: ${formatPrice(t.shipping_total)}`,
    `Total: ${formatPrice(t.total)}`,
  ].filter(Boolean);
  const channel = [
    t.stylist ? `Stylist: ${t.stylist.name} (${t.stylist.code})` : "",
    t.client_note ? `Client note: ${t.client_note}` : "",
    referralLabel(t.referral_source)
      ? `How you heard about us: ${referralLabel(t.referral_source)}`
      : "",
    t.referrer_email ? `Referred by: ${t.referrer_email}` : "",
    t.comments ? `Your comments: ${t.comments}` : "",
  ].filter(Boolean);
  return [
    `Thank you for your order ${number}.`,
    "",
    ...lines,
    "",
    ...totals,
    "",
    ...(channel.length ? [...channel, ""] : []),
    "Made-to-order bags are cut and stitched for you in our New York atelier; we will write",
    "again when yours ships.",
    "",
    `${brand.name}`,
  ].join("\n");
}

export async function sendConfirmation(email: string, number: string, cart: CartView) {
  try {
    await sendMail({
      to: email,
      subject: `Your ${brand.name} order ${number}`,
      text: confirmationText(number, cart),
    });
  } catch (error) {
    // The order stands even if the mail cannot go out; client care can resend it.
    log().error({ err: error }, `[checkout] confirmation mail for ${number} failed`);
  }
}
