import type { CatalogueProduct, CatalogueProductDetail } from "../catalogue/types";
import type * as schema from "../db/schema";

export type OrderRow = typeof schema.orders.$inferSelect;
type ItemRow = typeof schema.orderItems.$inferSelect;
type GiftCodeRow = typeof schema.giftCodes.$inferSelect;
type PromoRow = typeof schema.promoCodes.$inferSelect;
type ConfiguredRow = typeof schema.configuredProducts.$inferSelect;

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
  giftBoxes: {
    row: typeof schema.orderGiftBoxes.$inferSelect;
    box: typeof schema.giftBoxes.$inferSelect;
  }[];
  adjustments: (typeof schema.orderAdjustments.$inferSelect)[];
  promo: PromoRow | null;
  /** Payment attempts, newest last; empty while it is a cart that was never paid for. */
  payments: (typeof schema.payments.$inferSelect)[];
  /** The kiosk's sales associate signed in to this cart, if any. */
  associate: { userName: string; displayName: string; firstName: string; lastName: string } | null;
  /** The stylist-channel stylist named at checkout, if any. */
  stylist: { code: string; name: string } | null;
};
