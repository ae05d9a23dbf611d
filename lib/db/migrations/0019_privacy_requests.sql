CREATE TABLE "privacy_forget_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"target" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"customer_id" uuid,
	"email" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'mailed' NOT NULL,
	"outcome" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "privacy_requests_kind" CHECK ("privacy_requests"."kind" in ('export', 'erase')),
	CONSTRAINT "privacy_requests_channel" CHECK ("privacy_requests"."channel" in ('account', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "privacy_forget_jobs" ADD CONSTRAINT "privacy_forget_jobs_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_forget_jobs_due" ON "privacy_forget_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_created" ON "privacy_requests" USING btree ("created_at");