CREATE TABLE "kiosk_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retail_store_id" uuid NOT NULL,
	"label" text NOT NULL,
	"credential_hash" text,
	"enrollment_code_hash" text,
	"enrollment_expires_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "kiosk_devices_credential_hash_unique" UNIQUE("credential_hash"),
	CONSTRAINT "kiosk_devices_enrollment_code_hash_unique" UNIQUE("enrollment_code_hash")
);
--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_retail_store_id_retail_stores_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_devices_store" ON "kiosk_devices" USING btree ("retail_store_id");