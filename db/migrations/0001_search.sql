CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"region_id" integer,
	"name" text NOT NULL,
	"postcode" varchar(4),
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "services_featured_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localities_search_name_idx" ON "localities" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "services_category_rank_idx" ON "services" USING btree ("category_id","is_vendor_verified","id");--> statement-breakpoint
CREATE INDEX "services_category_lat_idx" ON "services" USING btree ("category_id","lat","lng");--> statement-breakpoint
CREATE INDEX "services_search_attributes_idx" ON "services" USING gin ("search_attributes" jsonb_path_ops);--> statement-breakpoint
-- Backfill: the typed attribute values of existing listings, from their service_meta rows.
UPDATE "services" SET "search_attributes" = "typed"."attributes"
FROM (
	SELECT "service_id", jsonb_object_agg("meta_key",
		CASE WHEN "meta_value" ~ '^-?[0-9]+(\.[0-9]+)?$' OR "meta_value" ~ '^\[.*\]$' THEN "meta_value"::jsonb ELSE to_jsonb("meta_value") END) AS "attributes"
	FROM "service_meta" WHERE "attribute_id" IS NOT NULL GROUP BY "service_id"
) AS "typed"
WHERE "typed"."service_id" = "services"."id";
