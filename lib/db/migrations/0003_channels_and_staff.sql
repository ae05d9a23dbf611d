CREATE TABLE "stylists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stylists_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stylist_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role" CHECK ("customers"."role" in ('customer', 'staff'));