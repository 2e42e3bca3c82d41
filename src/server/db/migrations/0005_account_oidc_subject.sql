ALTER TABLE "accounts" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_oidc_subject_unique" ON "accounts" USING btree ("oidc_subject");