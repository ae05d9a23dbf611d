import { associateDisplayName } from "./associate-display";
import { imagePath } from "../catalogue/image-url";
import type { CatalogueProduct, CatalogueProductDetail } from "../catalogue/types";
import { decodeState, designSummary } from "../configurator";
import { imagePathOf } from "../configured-products/present";
import { designOf } from "../configured-products/stored-design";
import { deliveryDate } from "../calendar/delivery-date";
import { backLinkFor, type BackLinkItem } from "./back-link";
import type { LoadedCart, LoadedLine } from "./loaded-cart";
import type { PricedCart } from "./price";
import type { CartView, Pivot } from "./present";

const pivotOf = (line: LoadedLine, unitPrice: number): Pivot => ({
  id: line.item.id,
  created_at: line.item.createdAt.toISOString(),
  quantity: line.item.quantity,
  unit_price: unitPrice,
});

/** The small picture for the cart: the cart thumbnail, else any thumbnail. */
export function thumbnailOf(product: CatalogueProduct): string | null {
  const image =
    product.images.find((i) => i.image_type.name === "product-thumbnail-cart") ??
    product.images.find((i) => i.image_type.name === "product-thumbnail") ??
    product.images[0];
  return image ? imagePath(image.file_name, image.image_format.file_extension) : null;
}

/** The cart's flat form of the shared design summary: "Body — Cognac Calfskin" rows. */
function cartSummary(product: CatalogueProductDetail, design: string) {
  const lines = designSummary(product, decodeState(product, design));
  return {
    summary: lines.flatMap((line) =>
      line.choices.map((choice) => ({ component: line.component, choice })),
    ),
    personalizations: lines.flatMap((line) =>
      line.personalization ? [{ ...line.personalization, placement: line.component }] : [],
    ),
  };
}

const backLinkItem = (line: LoadedLine): BackLinkItem =>
  line.kind === "product"
    ? { kind: "product", name: line.product.name, productType: line.product.product_type.name }
    : { kind: line.kind };

export function cartView(cart: LoadedCart, priced: PricedCart): CartView {
  const view: CartView = {
    id: cart.order.id,
    cart: {
      id: cart.order.id,
      number: cart.order.number,
      status: cart.order.status,
      currency: cart.order.currency,
      retail_store_id: cart.order.retailStoreId,
      comments: cart.order.comments,
      stylist: cart.stylist,
      client_note: cart.order.clientNote,
      referral_source: cart.order.referralSource,
      referrer_email: cart.order.referrerEmail,
      receipt_number: cart.order.receiptNumber,
      promised_delivery: cart.order.promisedDeliveryOn
        ? deliveryDate(cart.order.promisedDeliveryOn)
        : null,
      ...priced.totals,
    },
    configured_products: [],
    products: [],
    gift_codes: [],
    gift_boxes: cart.giftBoxes.map(({ row, box }) => ({
      id: row.id,
      gift_box_id: box.id,
      name: box.name,
      label: box.label,
      price: row.price,
      order_item_id: row.orderItemId,
      message: row.message,
    })),
    adjustments: cart.adjustments.map((a) => ({ id: a.id, label: a.label, amount: a.amount })),
    sales_associate: cart.associate && {
      user_name: cart.associate.userName,
      display_name: associateDisplayName(cart.associate),
    },
    promo_code: priced.promo && {
      code: priced.promo.rule.code,
      kind: priced.promo.rule.kind,
      value: priced.promo.rule.value,
      applied: priced.promo.applied,
      message: priced.promo.message,
    },
    payments: cart.payments.map((p) => ({
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
    })),
    item_count: cart.lines.reduce((n, line) => n + line.item.quantity, 0),
    back_link: backLinkFor(cart.lines.at(-1) && backLinkItem(cart.lines.at(-1)!)),
  };
  for (const line of cart.lines) {
    const unit = priced.unitPrices.get(line.item.id) ?? line.item.unitPrice;
    const pivot = pivotOf(line, unit);
    if (line.kind === "configured_product") {
      const design = designOf(line.configured.data);
      view.configured_products.push({
        id: line.configured.id,
        data: design,
        product: { id: line.product.id, name: line.product.name, label: line.product.label },
        image_url: imagePathOf(line.configured.id),
        price: unit,
        ...cartSummary(line.product, design),
        pivot,
      });
    } else if (line.kind === "product") {
      const p = line.product;
      view.products.push({
        id: p.id,
        name: p.name,
        label: p.label,
        sku: p.sku,
        product_type: p.product_type.name,
        category: p.category?.name ?? null,
        image_url: thumbnailOf(p),
        starting_price: p.starting_price,
        stock: p.stock,
        pivot,
      });
    } else {
      const g = line.giftCode;
      view.gift_codes.push({
        id: g.id,
        amount: g.amount,
        price: unit,
        address: g.address,
        sender_name: g.senderName,
        recipient_name: g.recipientName,
        recipient_email: g.recipientEmail,
        message: g.message,
        pivot,
      });
    }
  }
  return view;
}
