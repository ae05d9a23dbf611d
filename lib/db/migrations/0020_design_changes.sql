CREATE TABLE "order_design_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"from_configured_product_id" uuid NOT NULL,
	"to_configured_product_id" uuid NOT NULL,
	"paid_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"difference" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"note" text,
	"promised_before" date,
	"promised_after" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_design_changes" ADD CONSTRAINT "order_design_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_design_changes" ADD CONSTRAINT "order_design_changes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_design_changes" ADD CONSTRAINT "order_design_changes_from_configured_product_id_configured_products_id_fk" FOREIGN KEY ("from_configured_product_id") REFERENCES "public"."configured_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_design_changes" ADD CONSTRAINT "order_design_changes_to_configured_product_id_configured_products_id_fk" FOREIGN KEY ("to_configured_product_id") REFERENCES "public"."configured_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_design_changes" ADD CONSTRAINT "order_design_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_design_changes_order" ON "order_design_changes" USING btree ("order_id");