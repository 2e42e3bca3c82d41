CREATE TABLE "account_deletions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("erase_after") WHERE "account_deletions"."erased_at" is null;
