CREATE TABLE "ended_provider_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
CREATE INDEX "ended_provider_sessions_expires_idx" ON "ended_provider_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_session_payload_idx" ON "oidc_payloads" USING gin ("payload" jsonb_path_ops) WHERE "oidc_payloads"."type" = 'Session';