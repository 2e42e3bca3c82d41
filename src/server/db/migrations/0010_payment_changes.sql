CREATE TABLE "payment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text,
	"provider_payment_id" text,
	"account_masked" text,
	"account_holder" text,
	"mandate_reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_changes" ADD CONSTRAINT "payment_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_changes" ADD CONSTRAINT "payment_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_changes_account_idx" ON "payment_changes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_changes_provider_unique" ON "payment_changes" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_changes_idempotency_unique" ON "payment_changes" USING btree ("account_id","idempotency_key");