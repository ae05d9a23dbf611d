ALTER TABLE "gift_codes" ADD COLUMN "owner_session_id" text;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD COLUMN "owner_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Older databases may hold one gift card in several carts: keep the line that was ordered (else
-- the oldest) and drop the other cart lines. Two placed orders of one card cannot be resolved by a
-- migration (a refund is needed), so the index build then stops the deploy on purpose.
DELETE FROM "order_items" AS d USING "orders" AS o
WHERE o.id = d.order_id AND o.status = 'cart' AND d.gift_code_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "order_items" AS k JOIN "orders" AS ko ON ko.id = k.order_id
    WHERE k.gift_code_id = d.gift_code_id AND k.id <> d.id
      AND (ko.status <> 'cart' OR (k.created_at, k.id) < (d.created_at, d.id))
  );--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_gift_code_once" ON "order_items" USING btree ("gift_code_id") WHERE "order_items"."gift_code_id" is not null;