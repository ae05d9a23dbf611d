import "server-only";
import { brand } from "../brand";
import type { Db } from "../db/types";
import type { CartView } from "../cart/present";
import type { OutboxRow } from "../mail/outbox";
import type { MailMessage } from "../mail/transport";
import { readOrderById } from "../cart/service";
import { deliveryPhrase } from "../calendar/words";
import { formatPrice } from "../money";
import { referralLabel } from "./referral";

/** The order confirmation (outbox in the embedded mode). Plain text: it reads everywhere. */
export function confirmationText(number: string, cart: CartView): string {
  const lines: string[] = [];
  for (const p of cart.configured_products) {
    lines.push(`${p.product.label} (made to order) x${p.pivot.quantity}  ${formatPrice(p.price)}`);
    for (const s of p.summary) lines.push(`    ${s.component}: ${s.choice}`);
    for (const t of p.personalizations) {
      lines.push(`    Personalization: ${t.text} (${t.placement.toLowerCase()})`);
    }
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
    // Each adjustment on its own line (issue 23), so Items and Total add up on the page.
    ...cart.adjustments.map((a) => `${a.label}: ${formatPrice(a.amount)}`),
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
  const promised = t.promised_delivery;
  const madeToOrder = cart.configured_products.length > 0;
  return [
    `Thank you for your order ${number}.`,
    "",
    ...lines,
    "",
    ...totals,
    "",
    ...(channel.length ? [...channel, ""] : []),
    ...(promised ? [`${deliveryPhrase(madeToOrder, promised.label)}.`, ""] : []),
    "Made-to-order bags are cut and stitched for you in our New York atelier; we will write",
    "again when yours ships.",
    "",
    `${brand.name}`,
  ].join("\n");
}

/**
 * The confirmation of a placed order, rendered when the outbox sends it (queued in the
 * transaction that numbered the order, so it can be neither lost nor sent twice); null when
 * the order has no number (nothing to confirm).
 */
export async function renderOrderConfirmation(db: Db, row: OutboxRow): Promise<MailMessage | null> {
  if (!row.orderId) return null;
  const read = await readOrderById(db, row.orderId);
  const number = read?.order.number;
  if (!read || !number) return null;
  return {
    to: row.toAddress,
    subject: `Your ${brand.name} order ${number}`,
    text: confirmationText(number, read.view),
  };
}
