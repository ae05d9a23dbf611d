ALTER TABLE "promo_codes" ADD COLUMN "retail_store_id" uuid;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_retail_store_id_retail_stores_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The charity store's own code belongs to it (seeded databases from before the column).
UPDATE "promo_codes" SET "retail_store_id" = (SELECT "id" FROM "retail_stores" WHERE "name" = 'good-hearts-web') WHERE "code" = 'GOODHEARTS10' AND "retail_store_id" IS NULL;
