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
CREATE TABLE "service_search" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"region_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius" integer,
	"is_vendor_verified" boolean NOT NULL,
	"people_min" integer,
	"people_max" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booked_dates" date[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
DROP INDEX "services_featured_idx";--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_search" ADD CONSTRAINT "service_search_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localities_search_name_idx" ON "localities" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "service_search_rank_idx" ON "service_search" USING btree ("category_id","is_vendor_verified","service_id");--> statement-breakpoint
CREATE INDEX "service_search_location_idx" ON "service_search" USING btree ("category_id","lat","lng","radius","is_vendor_verified","service_id");--> statement-breakpoint
CREATE INDEX "service_search_people_idx" ON "service_search" USING btree ("category_id","people_max");--> statement-breakpoint
CREATE INDEX "service_search_attributes_idx" ON "service_search" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "services_category_rank_idx" ON "services" USING btree ("category_id","is_vendor_verified","id");
--> statement-breakpoint
-- Backfill: the search index of the listings that exist already (the same statement as db/search-index.ts).
INSERT INTO "service_search"
	("service_id", "category_id", "state_id", "region_id", "lat", "lng", "radius", "is_vendor_verified", "people_min", "people_max", "attributes", "booked_dates")
SELECT s.id, s.category_id, s.state_id, s.region_id, s.lat, s.lng, s.radius, s.is_vendor_verified, s.people_min, s.people_max,
	coalesce((
		SELECT jsonb_object_agg(m.meta_key, CASE
			WHEN m.meta_value ~ '^-?[0-9]+(\.[0-9]+)?$' OR m.meta_value ~ '^\[.*\]$' THEN m.meta_value::jsonb
			ELSE to_jsonb(m.meta_value) END)
		FROM service_meta m WHERE m.service_id = s.id AND m.attribute_id IS NOT NULL
	), '{}'::jsonb),
	coalesce((SELECT array_agg(d.date ORDER BY d.date) FROM service_unavailable_dates d WHERE d.service_id = s.id), '{}')
FROM services s;
