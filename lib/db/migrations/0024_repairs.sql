CREATE TABLE "order_repair_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"partner_token_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_repair_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"description" text NOT NULL,
	"estimate_amount" integer,
	"estimate_currency" text,
	"estimate_note" text,
	"estimate_days" integer,
	"settlement" text DEFAULT 'none' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"request_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"estimated_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_repairs_number_unique" UNIQUE("number"),
	CONSTRAINT "order_repairs_estimate_whole" CHECK (("order_repairs"."estimate_amount" is null) = ("order_repairs"."estimate_currency" is null) and ("order_repairs"."estimate_amount" is null or "order_repairs"."estimate_amount" >= 0))
);
--> statement-breakpoint
ALTER TABLE "order_repair_events" ADD CONSTRAINT "order_repair_events_repair_id_order_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."order_repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_repair_events" ADD CONSTRAINT "order_repair_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_repair_events" ADD CONSTRAINT "order_repair_events_partner_token_id_partner_tokens_id_fk" FOREIGN KEY ("partner_token_id") REFERENCES "public"."partner_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_repair_photos" ADD CONSTRAINT "order_repair_photos_repair_id_order_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."order_repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_repairs" ADD CONSTRAINT "order_repairs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_repairs" ADD CONSTRAINT "order_repairs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_repair_events_order" ON "order_repair_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "order_repair_photos_repair" ON "order_repair_photos" USING btree ("repair_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_repairs_request_once" ON "order_repairs" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE INDEX "order_repairs_open" ON "order_repairs" USING btree ("status","requested_at");