import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { brand } from "../brand";
import { orders } from "../db/schema";
import type { Db } from "../db/types";
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

const LEASE_SECONDS = 30;

/**
 * Sends the order's confirmation unless it already went out: after placing, and again on every
 * replay of placeOrder, so a crash between the charge and the mail costs a delay, not the mail.
 * A short lease stops two replays at once from both sending; the mail is marked sent only once
 * it is out (at least once, never silently lost).
 */
export async function deliverConfirmation(
  db: Db,
  orderId: string,
  email: string,
  cart: CartView,
): Promise<void> {
  const number = cart.cart.number;
  if (!number) return;
  const [claimed] = await db
    .update(orders)
    .set({ confirmationAttemptAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.confirmationSentAt),
        sql`(${orders.confirmationAttemptAt} is null or ${orders.confirmationAttemptAt} < now() - make_interval(secs => ${LEASE_SECONDS}))`,
      ),
    )
    .returning({ id: orders.id });
  if (!claimed) return;
  try {
    await sendMail({
      to: email,
      subject: `Your ${brand.name} order ${number}`,
      text: confirmationText(number, cart),
    });
  } catch (error) {
    // The order stands; the next replay (or client care) sends it. The lease lapses by itself.
    log().error({ err: error }, `[checkout] confirmation mail for ${number} failed`);
    return;
  }
  await db.update(orders).set({ confirmationSentAt: new Date() }).where(eq(orders.id, orderId));
}
