CREATE TYPE "public"."invoice_status" AS ENUM('open', 'paid', 'credited');--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"invoice_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" "invoice_status" DEFAULT 'open' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_access_co_readers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"invite_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shared_access_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "subscription_number" text;--> statement-breakpoint
-- Subscriptions stored before this migration get a 9-digit number derived from their id (hand-written step).
UPDATE "subscriptions" SET "subscription_number" = (100000000 + ('x' || substr(md5("id"::text), 1, 8))::bit(32)::bigint % 900000000)::text WHERE "subscription_number" IS NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "subscription_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "digital_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "holder_first_name" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "holder_last_name" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "holder_phone_number" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "house_number_suffix" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "country_code" text DEFAULT 'NL' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_account_masked" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_access_co_readers" ADD CONSTRAINT "shared_access_co_readers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_access_co_readers" ADD CONSTRAINT "shared_access_co_readers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_access_co_readers" ADD CONSTRAINT "shared_access_co_readers_invite_id_shared_access_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."shared_access_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_access_invites" ADD CONSTRAINT "shared_access_invites_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_access_invites" ADD CONSTRAINT "shared_access_invites_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "shared_access_co_readers_subscription_idx" ON "shared_access_co_readers" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_access_invites_key_unique" ON "shared_access_invites" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "shared_access_invites_subscription_idx" ON "shared_access_invites" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_number_unique" ON "subscriptions" USING btree ("brand_key","subscription_number");