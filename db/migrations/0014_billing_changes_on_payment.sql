CREATE TABLE "billing_clock_lease" (
	"id" smallint PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_subscription_id_billing_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_vendor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" DROP CONSTRAINT "billing_subscriptions_vendor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_invoices" ALTER COLUMN "vendor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ALTER COLUMN "vendor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "purpose" varchar(8);--> statement-breakpoint
-- Invoices issued before purposes were recorded: Stripe's are card payments; those with a proration or credit line are changes; those issued before their period starts are renewals; the rest first invoices.
UPDATE "billing_invoices" SET "purpose" = CASE
  WHEN "external_id" IS NOT NULL THEN 'card'
  WHEN EXISTS (SELECT 1 FROM jsonb_array_elements("lines") AS line WHERE line->>'title' LIKE 'Plan change%' OR line->>'title' LIKE 'Credit for the unused%') THEN 'change'
  WHEN "period_start" > "issued_at" THEN 'renewal'
  ELSE 'first'
END;--> statement-breakpoint
ALTER TABLE "billing_invoices" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "plan_change" jsonb;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "external_checkout_id" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "external_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_one_renewal_per_period" ON "billing_invoices" USING btree ("subscription_id","period_start") WHERE "billing_invoices"."purpose" = 'renewal' and "billing_invoices"."status" <> 'void';--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_purpose" CHECK ("billing_invoices"."purpose" in ('first', 'renewal', 'change', 'card'));--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_vendor" CHECK ("billing_subscriptions"."vendor_id" is not null or "billing_subscriptions"."status" = 'ended');