import { relations } from "drizzle-orm";
import { configuredProducts } from "./configured";
import { customerAddresses } from "./customers";
import { wishlists } from "./engagement";
import { geoCountries, geoStates } from "./geo";
import {
  giftCodes,
  orderAdjustments,
  orderGiftBoxes,
  orderItems,
  orders,
  payments,
  promoCodes,
} from "./orders";
import { giftBoxes, productCategories, products } from "./products";
import { retailStores, salesAssociates, stylists } from "./retail";
import { orderReturnLines } from "./returns";

/*
 * Relations for drizzle's relational queries, which read a row and its children in one SQL
 * statement: a cart read is one query however many kinds of line it holds (issue 14). They add
 * no columns or constraints; the tables above stay the schema.
 */
export const ordersRelations = relations(orders, ({ one, many }) => ({
  items: many(orderItems),
  giftBoxes: many(orderGiftBoxes),
  adjustments: many(orderAdjustments),
  payments: many(payments),
  promoCode: one(promoCodes, { fields: [orders.promoCodeId], references: [promoCodes.id] }),
  retailStore: one(retailStores, {
    fields: [orders.retailStoreId],
    references: [retailStores.id],
  }),
  salesAssociate: one(salesAssociates, {
    fields: [orders.salesAssociateId],
    references: [salesAssociates.id],
  }),
  stylist: one(stylists, { fields: [orders.stylistId], references: [stylists.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  configuredProduct: one(configuredProducts, {
    fields: [orderItems.configuredProductId],
    references: [configuredProducts.id],
  }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
  giftCode: one(giftCodes, { fields: [orderItems.giftCodeId], references: [giftCodes.id] }),
}));

export const orderGiftBoxesRelations = relations(orderGiftBoxes, ({ one }) => ({
  order: one(orders, { fields: [orderGiftBoxes.orderId], references: [orders.id] }),
  giftBox: one(giftBoxes, { fields: [orderGiftBoxes.giftBoxId], references: [giftBoxes.id] }),
}));

export const orderAdjustmentsRelations = relations(orderAdjustments, ({ one }) => ({
  order: one(orders, { fields: [orderAdjustments.orderId], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const configuredProductsRelations = relations(configuredProducts, ({ one }) => ({
  product: one(products, { fields: [configuredProducts.productId], references: [products.id] }),
}));

export const customerAddressesRelations = relations(customerAddresses, ({ one }) => ({
  country: one(geoCountries, {
    fields: [customerAddresses.geoCountryId],
    references: [geoCountries.id],
  }),
  state: one(geoStates, { fields: [customerAddresses.geoStateId], references: [geoStates.id] }),
}));

export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));

export const productsRelations = relations(products, ({ one }) => ({
  category: one(productCategories, {
    fields: [products.categoryId],
    references: [productCategories.id],
  }),
}));

export const orderReturnLinesRelations = relations(orderReturnLines, ({ one }) => ({
  orderItem: one(orderItems, {
    fields: [orderReturnLines.orderItemId],
    references: [orderItems.id],
  }),
  exchangeProduct: one(products, {
    fields: [orderReturnLines.exchangeProductId],
    references: [products.id],
  }),
}));
