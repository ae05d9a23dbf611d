import type { LoadedCart, LoadedLine } from "../cart/loaded-cart";
import type { CatalogueProductDetail } from "../catalogue/types";
import type { ConfiguratorState } from "../configurator/types";
import { decodeState } from "../configurator/url";
import { designOf } from "../configured-products/stored-design";
import { atelierClock, type IsoDate } from "../calendar/days";
import { deliveryDate, type DeliveryDate } from "../calendar/delivery-date";
import {
  deliveryKindOf,
  latestDate,
  leadDaysOf,
  madeToOrderPlan,
  readyToWearDelivery,
  type DeliveryKind,
  type QueueSnapshot,
} from "./promise";

/** A design's or a piece's date: null for gift cards (an e-gift card is sent at once). */
export type ItemDelivery = { kind: DeliveryKind; delivered_by: DeliveryDate | null };

/** The date of one product as the configurator or a product page shows it. */
export function productDelivery(
  product: CatalogueProductDetail,
  state: ConfiguratorState | null,
  snapshot: QueueSnapshot,
  now: Date,
): ItemDelivery {
  const kind = deliveryKindOf(product);
  const clock = atelierClock(now);
  if (kind === "gift_card") return { kind, delivered_by: null };
  if (kind === "ready_to_wear") {
    return { kind, delivered_by: deliveryDate(readyToWearDelivery(clock, snapshot.settings)) };
  }
  const leadDays = leadDaysOf(product, state ?? decodeState(product, null));
  const plan = madeToOrderPlan({ clock, leadDays, ...snapshot });
  return { kind, delivered_by: deliveryDate(plan.deliveredOn) };
}

const leadOfLine = (line: Extract<LoadedLine, { kind: "configured_product" }>) =>
  leadDaysOf(line.product, decodeState(line.product, designOf(line.configured.data)));

/** What the atelier makes for an order: its slowest lead (null: nothing) and how many bags. */
export function madeToOrderWork(cart: Pick<LoadedCart, "lines">): {
  leadDays: number | null;
  units: number;
} {
  const made = cart.lines.filter((line) => line.kind === "configured_product");
  return {
    leadDays: made.length > 0 ? Math.max(...made.map(leadOfLine)) : null,
    units: made.reduce((sum, line) => sum + line.item.quantity, 0),
  };
}

export type CartDelivery = {
  /** The whole order, delivered with its last piece; null when it holds only gift cards. */
  delivered_by: DeliveryDate | null;
  /** Per cart line (`pivot.id`). */
  lines: { id: string; kind: DeliveryKind; delivered_by: DeliveryDate | null }[];
};

/**
 * The order's date: its made-to-order bags start one after another in the queue and it arrives
 * with the slowest of them, or with its ready-to-wear pieces if those come later. The same
 * function gives the date the bag shows and the one stored when the order is placed.
 */
export function orderDeliveryOn(
  cart: Pick<LoadedCart, "lines">,
  snapshot: QueueSnapshot,
  at: Date,
): IsoDate | null {
  const clock = atelierClock(at);
  const { leadDays, units } = madeToOrderWork(cart);
  const madeOn =
    leadDays !== null ? madeToOrderPlan({ clock, leadDays, units, ...snapshot }).deliveredOn : null;
  const stockOn = cart.lines.some((line) => line.kind === "product")
    ? readyToWearDelivery(clock, snapshot.settings)
    : null;
  return latestDate([madeOn, stockOn]);
}

/** Every line's date and the order's, for the bag and checkout. */
export function cartDelivery(
  cart: Pick<LoadedCart, "lines">,
  snapshot: QueueSnapshot,
  now: Date,
): CartDelivery {
  const clock = atelierClock(now);
  const lines = cart.lines.map((line) => {
    if (line.kind === "gift_code") {
      return { id: line.item.id, kind: "gift_card" as const, delivered_by: null };
    }
    if (line.kind === "product") {
      const date = readyToWearDelivery(clock, snapshot.settings);
      return { id: line.item.id, kind: "ready_to_wear" as const, delivered_by: deliveryDate(date) };
    }
    const plan = madeToOrderPlan({
      clock,
      leadDays: leadOfLine(line),
      units: line.item.quantity,
      ...snapshot,
    });
    return {
      id: line.item.id,
      kind: "made_to_order" as const,
      delivered_by: deliveryDate(plan.deliveredOn),
    };
  });
  const order = orderDeliveryOn(cart, snapshot, now);
  return { delivered_by: order ? deliveryDate(order) : null, lines };
}
