DROP TABLE "email_change_requests" CASCADE;--> statement-breakpoint
DROP TABLE "phone_challenges" CASCADE;