ALTER TABLE "orders" ADD COLUMN "confirmation_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before the column existed had their mail sent then (or logged as failed).
UPDATE "orders" SET "confirmation_sent_at" = "placed_at" WHERE "placed_at" IS NOT NULL;
