CREATE INDEX "contact_cases_subscription_idx" ON "contact_cases" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id","issue_date");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shared_access_invites_owner_idx" ON "shared_access_invites" USING btree ("owner_account_id","created_at");