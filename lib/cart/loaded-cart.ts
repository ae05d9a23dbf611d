import type { CatalogueProduct, CatalogueProductDetail } from "../catalogue/types";
import type {
  configuredProducts,
  giftBoxes,
  giftCodes,
  orderAdjustments,
  orderGiftBoxes,
  orderItems,
  orders,
  payments,
  promoCodes,
} from "../db/schema";

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type GiftCodeRow = typeof giftCodes.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;
type ConfiguredRow = typeof configuredProducts.$inferSelect;

export type LoadedLine =
  | {
      kind: "configured_product";
      item: ItemRow;
      configured: ConfiguredRow;
      product: CatalogueProductDetail;
      /** Today's price of the design, recomputed from the catalogue. */
      price: number;
    }
  | { kind: "product"; item: ItemRow; product: CatalogueProduct }
  | { kind: "gift_code"; item: ItemRow; giftCode: GiftCodeRow };

/** A cart (an order before it is placed) as `loadCart` reads it, with today's prices. */
export type LoadedCart = {
  order: OrderRow;
  store: string;
  lines: LoadedLine[];
  giftBoxes: { row: typeof orderGiftBoxes.$inferSelect; box: typeof giftBoxes.$inferSelect }[];
  adjustments: (typeof orderAdjustments.$inferSelect)[];
  promo: PromoRow | null;
  /** Payment attempts, newest last; empty while it is a cart that was never paid for. */
  payments: (typeof payments.$inferSelect)[];
  /** The kiosk's sales associate signed in to this cart, if any. */
  associate: { userName: string; displayName: string; firstName: string; lastName: string } | null;
  /** The stylist-channel stylist named at checkout, if any. */
  stylist: { code: string; name: string } | null;
};
