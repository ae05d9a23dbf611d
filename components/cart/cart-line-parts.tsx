import { formatPrice } from "@/lib/money";
import { type CartLine, giftCardDelivery } from "./cart-lines";

const THUMB = 96;

/** The bag as designed, the piece, or the gift card drawn as a card; `size` in CSS pixels. */
export function LineThumbnail({ line, size = THUMB }: { line: CartLine; size?: number }) {
  const src =
    line.kind === "configured_product"
      ? line.item.image_url
      : line.kind === "product"
        ? line.item.image_url
        : null;
  if (line.kind === "gift_code") {
    return (
      <div className="cart-line__thumb gift-card-graphic" aria-hidden="true">
        <span className="gift-card-graphic__brand">Atelier Ardent</span>
        <span className="gift-card-graphic__amount">{formatPrice(line.item.amount)}</span>
      </div>
    );
  }
  if (!src) return <div className="cart-line__thumb" aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- server-composed bag.jpg or static artwork, already small
    <img className="cart-line__thumb" src={src} alt="" width={size} height={size} />
  );
}

/** What was chosen: the design summary and personalization, the style, or who the card is for. */
export function LineDetails({ line }: { line: CartLine }) {
  const details: string[] = [];
  if (line.kind === "configured_product") {
    for (const { component, choice } of line.item.summary) details.push(`${component}: ${choice}`);
    for (const { text, placement } of line.item.personalizations) {
      details.push(`Personalization: “${text}” on the ${placement.toLowerCase()}`);
    }
  } else if (line.kind === "product") {
    if (line.item.sku) details.push(`Style ${line.item.sku}`);
  } else {
    if (line.item.recipient_name) details.push(`For ${line.item.recipient_name}`);
    const delivery = giftCardDelivery(line.item);
    if (delivery) details.push(delivery);
    if (line.item.sender_name) details.push(`From ${line.item.sender_name}`);
  }
  if (details.length === 0) return null;
  return (
    <ul className="cart-line__details">
      {details.map((text, i) => (
        <li key={i}>{text}</li>
      ))}
    </ul>
  );
}
