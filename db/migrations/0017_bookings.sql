CREATE TABLE "auto_replies" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"couple_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"one_event_a_day" boolean NOT NULL,
	"total" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"deposit_amount" integer,
	"deposit_due" date,
	"deposit_received_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('held', 'booked', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_details" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"wedding_date" date,
	"date_flexible" boolean DEFAULT false NOT NULL,
	"flexible_when" text,
	"guests" integer,
	"budget" integer,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_details_guests" CHECK ("enquiry_details"."guests" is null or "enquiry_details"."guests" between 1 and 100000),
	CONSTRAINT "enquiry_details_budget" CHECK ("enquiry_details"."budget" is null or "enquiry_details"."budget" >= 0),
	CONSTRAINT "enquiry_details_flexible_when" CHECK ("enquiry_details"."flexible_when" is null or char_length("enquiry_details"."flexible_when") <= 40)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"couple_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_name" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"event_date" date NOT NULL,
	"deposit_amount" integer,
	"deposit_due" date,
	"terms" text DEFAULT '' NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"replaced_by" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" in ('open', 'accepted', 'declined', 'withdrawn', 'expired', 'replaced')),
	CONSTRAINT "quotes_total" CHECK ("quotes"."total" > 0 and "quotes"."total" <= 100000000 and "quotes"."tax" >= 0),
	CONSTRAINT "quotes_deposit" CHECK ("quotes"."deposit_amount" is null or ("quotes"."deposit_amount" > 0 and "quotes"."deposit_amount" <= "quotes"."total"))
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "one_event_a_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "kind" varchar(12) DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_details" ADD CONSTRAINT "enquiry_details_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_a_day_idx" ON "bookings" USING btree ("service_id","event_date") WHERE "bookings"."one_event_a_day" and "bookings"."status" in ('held', 'booked');--> statement-breakpoint
CREATE INDEX "bookings_couple_idx" ON "bookings" USING btree ("couple_id","event_date");--> statement-breakpoint
CREATE INDEX "bookings_vendor_idx" ON "bookings" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "bookings_service_date_idx" ON "bookings" USING btree ("service_id","event_date");--> statement-breakpoint
CREATE INDEX "bookings_held_until_idx" ON "bookings" USING btree ("hold_until") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "quotes_conversation_idx" ON "quotes" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "quotes_vendor_idx" ON "quotes" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_open_idx" ON "quotes" USING btree ("conversation_id") WHERE "quotes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quotes_open_until_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reply_templates_vendor_idx" ON "reply_templates" USING btree ("vendor_id","id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_kind" CHECK ("chat_messages"."kind" in ('text', 'quote', 'notice', 'auto_reply'));--> statement-breakpoint
-- Categories that serve several weddings a day (issue 31): cakes, flowers, celebrants, photo booths.
UPDATE "categories" SET "one_event_a_day" = false WHERE "name" IN ('cakes', 'flowers', 'celebrant', 'photo_booth');
