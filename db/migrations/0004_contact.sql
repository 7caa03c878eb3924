CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"category" varchar(40) NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_role" varchar(16) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_token_expires_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" ADD CONSTRAINT "mailing_list_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_subscribers_email_idx" ON "mailing_list_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_subscribers_token_idx" ON "mailing_list_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "mailing_list_subscribers_confirmed_idx" ON "mailing_list_subscribers" USING btree ("confirmed_at") WHERE "mailing_list_subscribers"."status" = 'confirmed';