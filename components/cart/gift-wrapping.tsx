"use client";

import { useId } from "react";
import useSWR from "swr";
import type { CartView } from "@/lib/cart/present";
import { formatPrice } from "@/lib/money";
import { GIFT_BOXES_KEY, type GiftBox, listGiftBoxes, unwrap, wrapOrder } from "./cart-api";
import { type CartLine, lineLabel } from "./cart-lines";
import { useServedWithPage } from "./use-served-with-page";

type Props = {
  cart: CartView;
  lines: readonly CartLine[];
  busy: boolean;
  change: (tag: string, call: () => Promise<CartView>) => void;
};

/**
 * Gift boxes: one box wraps the whole order (choosing another replaces it); boxes put on single
 * lines through the API are listed so they can be taken off. Prices come from the cart totals.
 */
export function GiftWrapping({ cart, lines, busy, change }: Props) {
  const titleId = useId();
  const served = useServedWithPage(GIFT_BOXES_KEY);
  const { data: boxes } = useSWR<GiftBox[]>(GIFT_BOXES_KEY, listGiftBoxes, {
    revalidateOnFocus: false,
    ...(served ? { revalidateOnMount: false } : {}),
  });
  if (!boxes || boxes.length === 0) return null;
  const orderBox = cart.gift_boxes.find((box) => box.order_item_id === null);
  const lineBoxes = cart.gift_boxes.filter((box) => box.order_item_id !== null);
  const lineNamed = (pivotId: string | null | undefined) => {
    const line = lines.find((l) => l.item.pivot.id === pivotId);
    return line ? lineLabel(line) : "an item";
  };

  return (
    <section className="gift-wrapping" aria-labelledby={titleId} data-testid="gift-wrapping">
      <h2 id={titleId}>Gift wrapping</h2>
      <p className="cart-note">Send the order wrapped in one of our boxes.</p>
      <ul className="gift-box-list">
        {boxes.map((box) => {
          const chosen = orderBox?.gift_box_id === box.id;
          return (
            <li
              key={box.id}
              className={chosen ? "gift-box gift-box--chosen" : "gift-box"}
              data-testid="gift-box"
            >
              {box.image_url && (
                // eslint-disable-next-line @next/next/no-img-element -- small static artwork
                <img src={box.image_url} alt="" width={64} height={64} />
              )}
              <div className="gift-box__text">
                <h3>{box.label}</h3>
                <p>{box.description}</p>
                <p className="gift-box__price">
                  {formatPrice(box.price)}
                  {chosen && <span className="gift-box__chosen"> · Wrapping your order</span>}
                </p>
              </div>
              {chosen && orderBox ? (
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${box.label}`}
                  disabled={busy}
                  onClick={() => change("gift-box", () => unwrap(cart.id, orderBox.id))}
                >
                  Remove
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={`Choose ${box.label}`}
                  disabled={busy}
                  onClick={() => change("gift-box", () => wrapOrder(cart.id, box.id))}
                >
                  Choose
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {lineBoxes.length > 0 && (
        <ul className="gift-box-lines">
          {lineBoxes.map((box) => (
            <li key={box.id}>
              {box.label} for {lineNamed(box.order_item_id)} ({formatPrice(box.price)}){" "}
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${box.label} from ${lineNamed(box.order_item_id)}`}
                disabled={busy}
                onClick={() => change("gift-box", () => unwrap(cart.id, box.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
