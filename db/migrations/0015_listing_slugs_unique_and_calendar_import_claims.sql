-- Listings that share a slug in one place (saved at the same moment before this constraint) keep the
-- oldest's; the others get their id appended. Their pages answer at the new URL, and the old one
-- redirects there (301): a service page is found by its id, the slug only completes its URL.
UPDATE "services" SET "slug" = "services"."slug" || '-' || "services"."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "state_id", "region_id", "slug" ORDER BY "id") AS "n" FROM "services") AS "taken"
WHERE "taken"."id" = "services"."id" AND "taken"."n" > 1;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_place_slug_key" UNIQUE NULLS NOT DISTINCT("state_id","region_id","slug");
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ical_import_claimed_at" timestamp with time zone;