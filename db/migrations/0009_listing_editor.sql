ALTER TABLE "services" ADD COLUMN "listing_state" varchar(12) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ical_token" varchar(64);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ical_import_url" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ical_imported_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "services_ical_token_idx" ON "services" USING btree ("ical_token");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_listing_state" CHECK ("services"."listing_state" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
-- Every listing so far was public: it was published when it was made.
UPDATE "services" SET "published_at" = "created_at";
