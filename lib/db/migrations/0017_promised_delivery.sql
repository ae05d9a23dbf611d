CREATE TABLE "atelier_settings" (
	"id" text PRIMARY KEY DEFAULT 'atelier' NOT NULL,
	"daily_capacity" integer NOT NULL,
	"transit_days" integer NOT NULL,
	"stock_dispatch_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atelier_settings_one_row" CHECK ("atelier_settings"."id" = 'atelier'),
	CONSTRAINT "atelier_settings_capacity_positive" CHECK ("atelier_settings"."daily_capacity" > 0),
	CONSTRAINT "atelier_settings_days_not_negative" CHECK ("atelier_settings"."transit_days" >= 0 and "atelier_settings"."stock_dispatch_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "component_selectable_options" ADD COLUMN "extra_lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "extra_lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "extra_lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_days" integer;--> statement-breakpoint
CREATE INDEX "orders_status_placed" ON "orders" USING btree ("status","placed_at");--> statement-breakpoint
INSERT INTO "atelier_settings" ("id", "daily_capacity", "transit_days", "stock_dispatch_days") VALUES ('atelier', 12, 2, 2) ON CONFLICT ("id") DO NOTHING;
