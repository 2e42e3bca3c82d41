CREATE TABLE "rebuilds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"brand_key" text NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"pages_written" integer,
	"paths" text[] DEFAULT '{}' NOT NULL,
	"failure" text,
	"message" text,
	"worker" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rebuilds_queued_idx" ON "rebuilds" USING btree ("queued_at");--> statement-breakpoint
CREATE INDEX "rebuilds_status_idx" ON "rebuilds" USING btree ("status","brand_key");--> statement-breakpoint
CREATE INDEX "rebuilds_batch_idx" ON "rebuilds" USING btree ("batch_id");
