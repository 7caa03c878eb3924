ALTER TABLE "guest_households" ADD COLUMN "rsvp_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_households" ADD COLUMN "rsvp_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_households" ADD COLUMN "rsvp_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_settings" ADD COLUMN "meal_options" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_inbox" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_inbox" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "rsvp_inbox" ADD CONSTRAINT "rsvp_inbox_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_households" ADD CONSTRAINT "guest_households_rsvp_message" CHECK (char_length("guest_households"."rsvp_message") <= 2000);--> statement-breakpoint
ALTER TABLE "guest_households" ADD CONSTRAINT "guest_households_rsvp_email" CHECK (char_length("guest_households"."rsvp_email") <= 254);--> statement-breakpoint
ALTER TABLE "guest_settings" ADD CONSTRAINT "guest_settings_meal_options" CHECK (cardinality("guest_settings"."meal_options") <= 12);--> statement-breakpoint
ALTER TABLE "rsvp_inbox" ADD CONSTRAINT "rsvp_inbox_email" CHECK (char_length("rsvp_inbox"."email") <= 254);