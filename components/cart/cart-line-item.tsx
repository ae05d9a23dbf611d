import Link from "next/link";
import { formatPrice } from "@/lib/money";
import {
  type CartLine,
  deliveryKindOfLine,
  lineLabel,
  lineTotal,
  shortageOf,
  shortageText,
} from "./cart-lines";
import { LineDetails, LineThumbnail } from "./cart-line-parts";
import { DeliveryNote } from "./delivery-note";

/** One row of the bag: picture, what it is, quantity, price, and the ways to change it. */
export function CartLineItem({
  line,
  disabled,
  removing,
  onRemove,
  delivery,
}: {
  line: CartLine;
  /** The line's promised date label; undefined while it loads, null when there is none. */
  delivery: string | null | undefined;
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
        <DeliveryNote kind={deliveryKindOfLine(line)} label={delivery} />
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
            className="link-button"
            aria-label={`Edit design: ${label}`}
            href={`/bags/${line.item.product.name}?d=${encodeURIComponent(line.item.data)}&edit=${line.item.id}`}
          >
            Edit design
          </Link>
        )}
        <button
          type="button"
          className="link-button cart-line__remove"
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
