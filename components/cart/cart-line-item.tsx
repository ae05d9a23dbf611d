import Link from "next/link";
import { formatPrice } from "@/lib/money";
import {
  type CartLine,
  giftCardDelivery,
  lineLabel,
  lineTotal,
  shortageOf,
  shortageText,
} from "./cart-lines";

const THUMB = 96;

function LineThumbnail({ line }: { line: CartLine }) {
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
    <img className="cart-line__thumb" src={src} alt="" width={THUMB} height={THUMB} />
  );
}

function LineDetails({ line }: { line: CartLine }) {
  const details: string[] = [];
  if (line.kind === "configured_product") {
    for (const { component, choice } of line.item.summary) details.push(`${component}: ${choice}`);
    for (const { text } of line.item.personalizations) details.push(`Personalization: “${text}”`);
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

/** One row of the bag: picture, what it is, quantity, price, and the ways to change it. */
export function CartLineItem({
  line,
  disabled,
  removing,
  onRemove,
}: {
  line: CartLine;
  /** Another change to the bag is on its way. */
  disabled: boolean;
  removing: boolean;
  onRemove: (line: CartLine) => void;
}) {
  const label = lineLabel(line);
  const shortage = shortageOf(line);
  const { quantity } = line.item.pivot;
  return (
    <li className="cart-line" data-testid="cart-line" data-kind={line.kind}>
      <LineThumbnail line={line} />
      <div className="cart-line__body">
        <h3 className="cart-line__label">{label}</h3>
        <LineDetails line={line} />
        <p className="cart-line__quantity">Quantity: {quantity}</p>
        {shortage && (
          <p className="cart-line__shortage" data-testid="line-shortage">
            {shortageText(shortage)}
          </p>
        )}
      </div>
      <div className="cart-line__side">
        <p className="cart-line__price" data-testid="line-price">
          {formatPrice(lineTotal(line))}
        </p>
        {line.kind === "configured_product" && (
          <Link
            className="cart-line__action"
            aria-label={`Edit design: ${label}`}
            href={`/bags/${line.item.product.name}?d=${encodeURIComponent(line.item.data)}&edit=${line.item.id}`}
          >
            Edit design
          </Link>
        )}
        <button
          type="button"
          className="cart-line__action cart-line__remove"
          aria-label={`Remove ${label}`}
          disabled={disabled}
          onClick={() => onRemove(line)}
        >
          {removing ? "Removing…" : "Remove"}
        </button>
      </div>
    </li>
  );
}
