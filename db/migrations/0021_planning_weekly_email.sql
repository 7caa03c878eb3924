ALTER TABLE "planning_settings" ADD COLUMN "weekly_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD COLUMN "weekly_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD COLUMN "weekly_email_token_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "planning_settings_weekly_email_idx" ON "planning_settings" USING btree ("couple_id") WHERE "planning_settings"."weekly_email";--> statement-breakpoint
CREATE UNIQUE INDEX "planning_settings_weekly_email_token_idx" ON "planning_settings" USING btree ("weekly_email_token_hash");