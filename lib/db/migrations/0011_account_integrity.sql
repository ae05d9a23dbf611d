CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"retail_store_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_email_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "account_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "associate_pin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "associate_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_retail_store_id_retail_stores_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_requests_email" ON "signup_requests" USING btree ("email");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_email" ON "customers" USING btree ("email") WHERE "customers"."has_account";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_guest_email" ON "customers" USING btree ("email") WHERE not "customers"."has_account";--> statement-breakpoint
CREATE INDEX "password_resets_customer" ON "password_resets" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "password_resets_email" ON "password_resets" USING btree ("email","purpose");--> statement-breakpoint
-- Links mailed before tokens named their account were bound to an address only (the takeover in
-- issue 23): every one still open dies here.
UPDATE "password_resets" SET "used_at" = now() WHERE "used_at" IS NULL AND "customer_id" IS NULL;
--> statement-breakpoint
-- An account that changed after its address was confirmed may have changed its address (the old
-- code kept the flag): it confirms its current address again before guest orders show.
UPDATE "customers" SET "email_verified_at" = NULL WHERE "email_verified_at" IS NOT NULL AND "email_set_at" IS NULL AND "updated_at" > "email_verified_at";
