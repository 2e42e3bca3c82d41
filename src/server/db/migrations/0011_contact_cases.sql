CREATE TABLE "contact_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"case_id" uuid,
	"file_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"mime_type" text,
	"size" integer,
	"storage_key" text,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"case_number" text NOT NULL,
	"category" text NOT NULL,
	"sub_topic" text NOT NULL,
	"subscription_id" uuid,
	"message" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_attachments" ADD CONSTRAINT "contact_attachments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attachments" ADD CONSTRAINT "contact_attachments_case_id_contact_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."contact_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_cases" ADD CONSTRAINT "contact_cases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_cases" ADD CONSTRAINT "contact_cases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_attachments_token_unique" ON "contact_attachments" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contact_attachments_account_idx" ON "contact_attachments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_attachments_case_idx" ON "contact_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_cases_case_number_unique" ON "contact_cases" USING btree ("case_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_cases_idempotency_unique" ON "contact_cases" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "contact_cases_account_idx" ON "contact_cases" USING btree ("account_id","created_at");