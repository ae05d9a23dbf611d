CREATE TABLE "order_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"note" text,
	"partner_token_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_stage_events_shipment" CHECK (("order_stage_events"."stage" = 'shipped') = ("order_stage_events"."carrier" is not null and "order_stage_events"."tracking_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "partner_idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_token_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_stage" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_stage_events" ADD CONSTRAINT "order_stage_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_events" ADD CONSTRAINT "order_stage_events_partner_token_id_partner_tokens_id_fk" FOREIGN KEY ("partner_token_id") REFERENCES "public"."partner_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_idempotency_keys" ADD CONSTRAINT "partner_idempotency_keys_partner_token_id_partner_tokens_id_fk" FOREIGN KEY ("partner_token_id") REFERENCES "public"."partner_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_stage_events_once" ON "order_stage_events" USING btree ("order_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_idempotency_keys_once" ON "partner_idempotency_keys" USING btree ("partner_token_id","key");