import "server-only";
import { brand } from "../brand";
import type { CartView } from "../cart/present";
import { sendMail } from "../mail/outbox";
import { formatPrice } from "../money";

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
  return [
    `Thank you for your order ${number}.`,
    "",
    ...lines,
    "",
    ...totals,
    "",
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
    console.error(`[checkout] confirmation mail for ${number} failed`, error);
  }
}
