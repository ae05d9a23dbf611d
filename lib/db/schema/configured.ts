import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, id, updatedAt } from "./columns";
import { components, personalizables } from "./components";
import { customers } from "./customers";
import { products } from "./products";

export const configuredProducts = pgTable(
  "configured_products",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    /** The configurator state as the shopper left it (selections, views, step). */
    data: jsonb("data").notNull(),
    customizationStageId: integer("customization_stage_id").notNull().default(0),
    userId: uuid("user_id").references(() => customers.id, { onDelete: "set null" }),
    userType: text("user_type", { enum: ["guest", "customer"] }).notNull(),
    /** Guest ownership: the session that created it. */
    sessionId: text("session_id").notNull(),
    customizerVersion: text("customizer_version").notNull().default("2.0"),
    /** Recomputed by the server on every save; the client's figure is ignored. */
    price: cents("price").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("configured_products_user").on(t.userId),
    index("configured_products_session").on(t.sessionId),
  ],
);

export const configurations = pgTable(
  "configurations",
  {
    id: id(),
    configuredProductId: uuid("configured_product_id")
      .notNull()
      .references(() => configuredProducts.id, { onDelete: "cascade" }),
    configurableType: text("configurable_type", {
      enum: ["variant", "component", "optional_true", "optional_false", "selectable_option"],
    }).notNull(),
    /** Id of the variant, component or selectable option chosen. */
    configurableId: uuid("configurable_id").notNull(),
    componentId: uuid("component_id")
      .notNull()
      .references(() => components.id),
    price: cents("price").notNull(),
  },
  (t) => [index("configurations_configured_product").on(t.configuredProductId)],
);

export const personalizations = pgTable(
  "personalizations",
  {
    id: id(),
    configuredProductId: uuid("configured_product_id")
      .notNull()
      .references(() => configuredProducts.id, { onDelete: "cascade" }),
    personalizableId: uuid("personalizable_id")
      .notNull()
      .references(() => personalizables.id),
    /** { text, type } where type is text, initials or emoji. */
    data: jsonb("data").$type<{ text: string; type: string }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("personalizations_configured_product").on(t.configuredProductId)],
);
