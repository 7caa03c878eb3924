CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_name" text NOT NULL,
	"tax_rate" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"buyer_name" text NOT NULL,
	"buyer_number" varchar(13) NOT NULL,
	"buyer_country" varchar(2) NOT NULL,
	"external_id" text,
	CONSTRAINT "billing_invoices_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "billing_invoices_status" CHECK ("billing_invoices"."status" in ('open', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "billing_provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscription_items" (
	"subscription_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "billing_subscription_items_subscription_id_plan_id_pk" PRIMARY KEY("subscription_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"provider" varchar(8) NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"buyer_name" text NOT NULL,
	"buyer_number" varchar(13) NOT NULL,
	"external_customer_id" text,
	"external_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_subscriptions_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "billing_subscriptions_status" CHECK ("billing_subscriptions"."status" in ('awaiting_payment', 'active', 'past_due', 'hidden', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription_items" ADD CONSTRAINT "billing_subscription_items_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscription_items" ADD CONSTRAINT "billing_subscription_items_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_vendor_idx" ON "billing_invoices" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_subscription_idx" ON "billing_invoices" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_one_per_category" ON "billing_subscriptions" USING btree ("vendor_id","category_id") WHERE "billing_subscriptions"."status" <> 'ended';