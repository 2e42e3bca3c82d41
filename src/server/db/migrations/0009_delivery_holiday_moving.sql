CREATE TYPE "public"."holiday_change_kind" AS ENUM('suspension', 'temporary_address');--> statement-breakpoint
CREATE TABLE "delivery_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"reason" text NOT NULL,
	"delivery_date" date NOT NULL,
	"remark" text,
	"compensation" text DEFAULT 'extra_delivery_day' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"kind" "holiday_change_kind" NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"street" text,
	"house_number" text,
	"house_number_suffix" text,
	"zip_code" text,
	"city" text,
	"country_code" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moving_house_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"effective_date" date NOT NULL,
	"subscription_ids" uuid[] NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"house_number_suffix" text,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "delivery_complaints" ADD CONSTRAINT "delivery_complaints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_complaints" ADD CONSTRAINT "delivery_complaints_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_changes" ADD CONSTRAINT "holiday_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_changes" ADD CONSTRAINT "holiday_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_house_changes" ADD CONSTRAINT "moving_house_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_complaints_date_unique" ON "delivery_complaints" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_complaints_idempotency_unique" ON "delivery_complaints" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "delivery_complaints_account_idx" ON "delivery_complaints" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "holiday_changes_subscription_idx" ON "holiday_changes" USING btree ("subscription_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_changes_idempotency_unique" ON "holiday_changes" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "moving_house_changes_account_idx" ON "moving_house_changes" USING btree ("account_id","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "moving_house_changes_idempotency_unique" ON "moving_house_changes" USING btree ("account_id","idempotency_key");