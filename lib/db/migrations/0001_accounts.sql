CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "wishlists_unique_item";--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default" and "customer_addresses"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_unique_product" ON "wishlists" USING btree ("customer_id","product_id") WHERE "wishlists"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_unique_design" ON "wishlists" USING btree ("customer_id","configured_product_id") WHERE "wishlists"."configured_product_id" is not null;