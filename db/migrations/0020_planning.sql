CREATE TABLE "planning_budget_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"category_id" varchar(30) NOT NULL,
	"name" text NOT NULL,
	"estimate" integer DEFAULT 0 NOT NULL,
	"actual" integer,
	"per_guest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_budget_items_name" CHECK (char_length("planning_budget_items"."name") between 1 and 120),
	CONSTRAINT "planning_budget_items_estimate" CHECK ("planning_budget_items"."estimate" between 0 and 1000000000),
	CONSTRAINT "planning_budget_items_actual" CHECK ("planning_budget_items"."actual" is null or "planning_budget_items"."actual" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "planning_budget_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"couple_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_budget_payments_amount" CHECK ("planning_budget_payments"."amount" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "planning_settings" (
	"couple_id" integer PRIMARY KEY NOT NULL,
	"budget_total" integer,
	"guests" integer,
	"currency" varchar(3) NOT NULL,
	"checklist_created_at" timestamp with time zone,
	"schedule_from" date,
	"schedule_for" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_settings_total" CHECK ("planning_settings"."budget_total" is null or "planning_settings"."budget_total" between 0 and 1000000000),
	CONSTRAINT "planning_settings_guests" CHECK ("planning_settings"."guests" is null or "planning_settings"."guests" between 0 and 10000),
	CONSTRAINT "planning_settings_currency" CHECK ("planning_settings"."currency" in ('AUD', 'NZD'))
);
--> statement-breakpoint
CREATE TABLE "planning_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"template" varchar(40),
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_date" date,
	"category_id" varchar(30),
	"position" integer NOT NULL,
	"done_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_tasks_title" CHECK (char_length("planning_tasks"."title") between 1 and 200),
	CONSTRAINT "planning_tasks_note" CHECK (char_length("planning_tasks"."note") <= 2000),
	CONSTRAINT "planning_tasks_position" CHECK ("planning_tasks"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "planning_budget_items" ADD CONSTRAINT "planning_budget_items_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_budget_payments" ADD CONSTRAINT "planning_budget_payments_item_id_planning_budget_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."planning_budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_budget_payments" ADD CONSTRAINT "planning_budget_payments_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD CONSTRAINT "planning_tasks_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_budget_items_couple_idx" ON "planning_budget_items" USING btree ("couple_id","category_id","id");--> statement-breakpoint
CREATE INDEX "planning_budget_payments_item_idx" ON "planning_budget_payments" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "planning_budget_payments_couple_idx" ON "planning_budget_payments" USING btree ("couple_id","due_date");--> statement-breakpoint
CREATE INDEX "planning_tasks_couple_idx" ON "planning_tasks" USING btree ("couple_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_tasks_template_idx" ON "planning_tasks" USING btree ("couple_id","template") WHERE "planning_tasks"."template" is not null;