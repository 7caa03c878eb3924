CREATE TABLE "guest_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(12) DEFAULT 'other' NOT NULL,
	"date" date,
	"time" varchar(5),
	"place" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_events_name" CHECK (char_length("guest_events"."name") between 1 and 80),
	CONSTRAINT "guest_events_kind" CHECK ("guest_events"."kind" in ('ceremony', 'reception', 'other')),
	CONSTRAINT "guest_events_time" CHECK ("guest_events"."time" is null or "guest_events"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "guest_events_place" CHECK (char_length("guest_events"."place") <= 300),
	CONSTRAINT "guest_events_position" CHECK ("guest_events"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guest_households" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_households_name" CHECK (char_length("guest_households"."name") between 1 and 120),
	CONSTRAINT "guest_households_address" CHECK (char_length("guest_households"."address") <= 500),
	CONSTRAINT "guest_households_email" CHECK (char_length("guest_households"."email") <= 254),
	CONSTRAINT "guest_households_phone" CHECK (char_length("guest_households"."phone") <= 40)
);
--> statement-breakpoint
CREATE TABLE "guest_invitations" (
	"guest_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"couple_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "guest_invitations_status" CHECK ("guest_invitations"."status" in ('waiting', 'attending', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "guest_settings" (
	"couple_id" integer PRIMARY KEY NOT NULL,
	"rsvp_code" varchar(64) NOT NULL,
	"rsvp_message" text DEFAULT '' NOT NULL,
	"rsvp_cutoff" date,
	"default_events_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_settings_rsvp_code" CHECK (char_length("guest_settings"."rsvp_code") between 32 and 64),
	CONSTRAINT "guest_settings_rsvp_message" CHECK (char_length("guest_settings"."rsvp_message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "guest_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_tables_name" CHECK (char_length("guest_tables"."name") between 1 and 80),
	CONSTRAINT "guest_tables_seats" CHECK ("guest_tables"."seats" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_key" text NOT NULL,
	"last_key" text NOT NULL,
	"age_group" varchar(10) DEFAULT 'adult' NOT NULL,
	"side" varchar(10) DEFAULT 'both' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"dietary" text DEFAULT '' NOT NULL,
	"meal" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"plus_ones_allowed" integer DEFAULT 0 NOT NULL,
	"plus_one_of" integer,
	"table_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_first_name" CHECK (char_length("guests"."first_name") between 1 and 80),
	CONSTRAINT "guests_last_name" CHECK (char_length("guests"."last_name") <= 80),
	CONSTRAINT "guests_keys" CHECK (char_length("guests"."first_key") <= 200 and char_length("guests"."last_key") <= 200),
	CONSTRAINT "guests_age_group" CHECK ("guests"."age_group" in ('adult', 'child', 'infant')),
	CONSTRAINT "guests_side" CHECK ("guests"."side" in ('partner-1', 'partner-2', 'both')),
	CONSTRAINT "guests_group_name" CHECK (char_length("guests"."group_name") <= 80),
	CONSTRAINT "guests_email" CHECK (char_length("guests"."email") <= 254),
	CONSTRAINT "guests_dietary" CHECK (char_length("guests"."dietary") <= 300),
	CONSTRAINT "guests_meal" CHECK (char_length("guests"."meal") <= 80),
	CONSTRAINT "guests_notes" CHECK (char_length("guests"."notes") <= 2000),
	CONSTRAINT "guests_plus_ones_allowed" CHECK ("guests"."plus_ones_allowed" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "rsvp_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" varchar(10),
	CONSTRAINT "rsvp_inbox_first_name" CHECK (char_length("rsvp_inbox"."first_name") between 1 and 80),
	CONSTRAINT "rsvp_inbox_last_name" CHECK (char_length("rsvp_inbox"."last_name") <= 80),
	CONSTRAINT "rsvp_inbox_note" CHECK (char_length("rsvp_inbox"."note") <= 2000),
	CONSTRAINT "rsvp_inbox_resolution" CHECK ("rsvp_inbox"."resolution" is null or "rsvp_inbox"."resolution" in ('matched', 'added', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_households" ADD CONSTRAINT "guest_households_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_settings" ADD CONSTRAINT "guest_settings_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tables" ADD CONSTRAINT "guest_tables_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_guest_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."guest_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_table_id_guest_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."guest_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_inbox" ADD CONSTRAINT "rsvp_inbox_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_events_couple_idx" ON "guest_events" USING btree ("couple_id","position");--> statement-breakpoint
CREATE INDEX "guest_households_couple_idx" ON "guest_households" USING btree ("couple_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_invitations_pk" ON "guest_invitations" USING btree ("guest_id","event_id");--> statement-breakpoint
CREATE INDEX "guest_invitations_couple_idx" ON "guest_invitations" USING btree ("couple_id","event_id","status");--> statement-breakpoint
CREATE INDEX "guest_invitations_event_idx" ON "guest_invitations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_settings_rsvp_code_idx" ON "guest_settings" USING btree ("rsvp_code");--> statement-breakpoint
CREATE INDEX "guest_tables_couple_idx" ON "guest_tables" USING btree ("couple_id","id");--> statement-breakpoint
CREATE INDEX "guests_couple_idx" ON "guests" USING btree ("couple_id","household_id","id");--> statement-breakpoint
CREATE INDEX "guests_name_idx" ON "guests" USING btree ("couple_id","last_key","first_key");--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "guests_table_idx" ON "guests" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "guests_plus_one_idx" ON "guests" USING btree ("plus_one_of");--> statement-breakpoint
CREATE INDEX "rsvp_inbox_couple_idx" ON "rsvp_inbox" USING btree ("couple_id","resolved_at","id");