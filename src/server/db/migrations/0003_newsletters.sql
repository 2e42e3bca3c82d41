CREATE TABLE "commercial_offering_consents" (
	"account_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"channel" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"account_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"newsletter_slug" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commercial_offering_consents" ADD CONSTRAINT "commercial_offering_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commercial_offering_consents_unique" ON "commercial_offering_consents" USING btree ("account_id","brand_key","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unique" ON "newsletter_subscriptions" USING btree ("account_id","brand_key","newsletter_slug");