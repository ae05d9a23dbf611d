ALTER TABLE "sales_associates" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_associates" ADD COLUMN "pin_hash" text;--> statement-breakpoint
-- Demo databases seeded before associates had PINs get the demo ones (scripts/seed/reference.ts).
UPDATE "sales_associates" SET "display_name" = 'Julia M.', "pin_hash" = '$argon2id$v=19$m=19456,t=2,p=1$4M7XvAPevRnz14BIkLSntQ$gnmdQldK44CLxl/VvYz50SPApkSxQ+reIpM7DRLi2Q4' WHERE "user_name" = 'jmorales' AND "pin_hash" IS NULL;--> statement-breakpoint
UPDATE "sales_associates" SET "display_name" = 'Dev P.', "pin_hash" = '$argon2id$v=19$m=19456,t=2,p=1$wyzmxmEK4ciP37hSnKyKrA$IVIRLW5EdvqeNyw0X+E9D1xZ2E2gRwKy9yjRtV7nsDM' WHERE "user_name" = 'dpatel' AND "pin_hash" IS NULL;--> statement-breakpoint
UPDATE "sales_associates" SET "display_name" = 'Alice K.', "pin_hash" = '$argon2id$v=19$m=19456,t=2,p=1$GlaGtUipeuL0cDAoSjO7Kw$uJvQwtanTyHDWzlhTmrx4OyKjWWttVNU/nMno/9uLX8' WHERE "user_name" = 'akim' AND "pin_hash" IS NULL;--> statement-breakpoint
UPDATE "sales_associates" SET "display_name" = 'Renee B.', "pin_hash" = '$argon2id$v=19$m=19456,t=2,p=1$4EzF/Z8SlsePumPhtC/ulA$cpIllW3N5iau4Zyln+in3tGWm0rmrCOpGRp7AXtc/Hw' WHERE "user_name" = 'rbrooks' AND "pin_hash" IS NULL;
