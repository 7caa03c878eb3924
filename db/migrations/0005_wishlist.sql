CREATE TABLE "service_votes" (
	"service_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_votes_service_id_user_id_pk" PRIMARY KEY("service_id","user_id"),
	CONSTRAINT "service_votes_vote_range" CHECK ("service_votes"."vote" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "wishlist_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_notes_text_length" CHECK (char_length("wishlist_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "wishlist_services" (
	"wishlist_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_services_wishlist_id_service_id_pk" PRIMARY KEY("wishlist_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_votes" ADD CONSTRAINT "service_votes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_votes" ADD CONSTRAINT "service_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_notes" ADD CONSTRAINT "wishlist_notes_entry_fk" FOREIGN KEY ("wishlist_id","service_id") REFERENCES "public"."wishlist_services"("wishlist_id","service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_services" ADD CONSTRAINT "wishlist_services_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_services" ADD CONSTRAINT "wishlist_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_votes_user_idx" ON "service_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_notes_entry_idx" ON "wishlist_notes" USING btree ("wishlist_id","service_id");--> statement-breakpoint
CREATE INDEX "wishlist_services_service_idx" ON "wishlist_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_idx" ON "wishlists" USING btree ("user_id");