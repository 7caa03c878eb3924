CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"nickname" text,
	"address" text,
	"avatar" text,
	"wedding_date" timestamp,
	"wedding_venue" text,
	"wedding_location" text,
	"newsletter_notify" boolean DEFAULT false NOT NULL,
	"updates_notify" boolean DEFAULT true NOT NULL,
	"messages_notify_frequently" integer DEFAULT 1 NOT NULL,
	"chat_signature" text,
	"is_vendor" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"group" text NOT NULL,
	"type" varchar(16) NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"interval" varchar(8) NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"category_slug" text NOT NULL,
	"singular_name" text NOT NULL,
	"plural_name" text NOT NULL,
	"description" text,
	"icon" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_category_slug_unique" UNIQUE("category_slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"payment_currency" varchar(3) NOT NULL,
	"payment_currency_symbol" text NOT NULL,
	"payment_tax_name" text NOT NULL,
	"flag" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"region_code" text NOT NULL,
	"link" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"state_code" varchar(8) NOT NULL,
	"link" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "states_state_code_unique" UNIQUE("state_code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"url" text NOT NULL,
	"is_image" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text
);
--> statement-breakpoint
CREATE TABLE "service_meta" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"attribute_id" integer,
	"meta_key" text NOT NULL,
	"meta_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_unavailable_dates" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "service_unavailable_dates_service_id_date_pk" PRIMARY KEY("service_id","date")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"user_id" integer,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"region_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"city" text NOT NULL,
	"short_address" text NOT NULL,
	"address" text NOT NULL,
	"business_address" text,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"radius" integer,
	"status" text,
	"website" text,
	"phone" text,
	"brochure_file" text,
	"is_vendor_verified" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"business_lat" double precision,
	"business_lng" double precision,
	"people_min" integer,
	"people_max" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_media" ADD CONSTRAINT "service_media_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_meta" ADD CONSTRAINT "service_meta_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_meta" ADD CONSTRAINT "service_meta_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_unavailable_dates" ADD CONSTRAINT "service_unavailable_dates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_category_name_idx" ON "attributes" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "billing_plans_category_country_idx" ON "billing_plans" USING btree ("category_id","country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_state_link_idx" ON "regions" USING btree ("state_id","link");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "service_media_service_idx" ON "service_media" USING btree ("service_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "service_meta_service_key_idx" ON "service_meta" USING btree ("service_id","meta_key");--> statement-breakpoint
CREATE INDEX "service_unavailable_date_idx" ON "service_unavailable_dates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "services_category_state_region_idx" ON "services" USING btree ("category_id","state_id","region_id");--> statement-breakpoint
CREATE INDEX "services_featured_idx" ON "services" USING btree ("category_id","is_vendor_verified");--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "services_region_idx" ON "services" USING btree ("region_id");