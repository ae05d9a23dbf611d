import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The atelier's one row of figures for promised dates (lib/delivery): how many made-to-order bags
 * it starts per working day, the carrier's working days to the door, and the working days a
 * ready-to-wear piece takes to leave the studio.
 */
export const atelierSettings = pg.pgTable(
  "atelier_settings",
  {
    id: pg.text("id").primaryKey().default("atelier"),
    dailyCapacity: pg.integer("daily_capacity").notNull(),
    transitDays: pg.integer("transit_days").notNull(),
    stockDispatchDays: pg.integer("stock_dispatch_days").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("atelier_settings_one_row", sql`${t.id} = 'atelier'`),
    pg.check("atelier_settings_capacity_positive", sql`${t.dailyCapacity} > 0`),
    pg.check(
      "atelier_settings_days_not_negative",
      sql`${t.transitDays} >= 0 and ${t.stockDispatchDays} >= 0`,
    ),
  ],
);
