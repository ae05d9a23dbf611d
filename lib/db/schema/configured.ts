import * as pg from "drizzle-orm/pg-core";
import { cents, createdAt, id, link, parent, updatedAt } from "./columns";
import { components, personalizables } from "./components";
import { customers } from "./customers";
import { products } from "./products";

export const configuredProducts = pg.pgTable(
  "configured_products",
  {
    id: id(),
    productId: link("product_id", () => products.id),
    /** The configurator state as the shopper left it (selections, views, step). */
    data: pg.jsonb("data").notNull(),
    customizationStageId: pg.integer("customization_stage_id").notNull().default(0),
    userId: pg.uuid("user_id").references(() => customers.id, { onDelete: "set null" }),
    userType: pg.text("user_type", { enum: ["guest", "customer"] }).notNull(),
    /** Guest ownership: the session that created it. */
    sessionId: pg.text("session_id").notNull(),
    customizerVersion: pg.text("customizer_version").notNull().default("2.0"),
    /** Recomputed by the server on every save; the client's figure is ignored. */
    price: cents("price").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("configured_products_user").on(t.userId),
    pg.index("configured_products_session").on(t.sessionId),
  ],
);

export const configurations = pg.pgTable(
  "configurations",
  {
    id: id(),
    configuredProductId: parent("configured_product_id", () => configuredProducts.id),
    configurableType: pg
      .text("configurable_type", {
        enum: ["variant", "component", "optional_true", "optional_false", "selectable_option"],
      })
      .notNull(),
    /** Id of the variant, component or selectable option chosen. */
    configurableId: pg.uuid("configurable_id").notNull(),
    componentId: link("component_id", () => components.id),
    price: cents("price").notNull(),
  },
  (t) => [pg.index("configurations_configured_product").on(t.configuredProductId)],
);

export const personalizations = pg.pgTable(
  "personalizations",
  {
    id: id(),
    configuredProductId: parent("configured_product_id", () => configuredProducts.id),
    personalizableId: link("personalizable_id", () => personalizables.id),
    /** { text, type } where type is text, initials or emoji. */
    data: pg.jsonb("data").$type<{ text: string; type: string }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("personalizations_configured_product").on(t.configuredProductId)],
);
