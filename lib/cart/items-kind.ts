/** What a cart line holds (spec 3: configured products, products, gift codes). */
export type ItemKind = "configured_product" | "product" | "gift_code";
