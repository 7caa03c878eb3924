CREATE TABLE "review_dispute_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispute_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"opened_by" integer,
	"reason" varchar(24) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	CONSTRAINT "review_disputes_kind" CHECK ("review_disputes"."kind" in ('dispute', 'report')),
	CONSTRAINT "review_disputes_status" CHECK ("review_disputes"."status" in ('open', 'upheld', 'rejected', 'closed')),
	CONSTRAINT "review_disputes_reason" CHECK ("review_disputes"."reason" in ('not_a_client', 'personal_data', 'abusive', 'different_business', 'conflict_of_interest', 'factually_wrong')),
	CONSTRAINT "review_disputes_note" CHECK (char_length("review_disputes"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"couple_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_couple_id_service_id_pk" PRIMARY KEY("couple_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_prior" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mean" double precision NOT NULL,
	"weight" integer NOT NULL,
	"reviews" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_prior_one_row" CHECK ("review_prior"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "review_replies_body" CHECK (char_length("review_replies"."body") between 1 and 3000)
);
--> statement-breakpoint
CREATE TABLE "review_scores" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"hearts_1" integer DEFAULT 0 NOT NULL,
	"hearts_2" integer DEFAULT 0 NOT NULL,
	"hearts_3" integer DEFAULT 0 NOT NULL,
	"hearts_4" integer DEFAULT 0 NOT NULL,
	"hearts_5" integer DEFAULT 0 NOT NULL,
	"quality_sum" integer DEFAULT 0 NOT NULL,
	"quality_count" integer DEFAULT 0 NOT NULL,
	"responsiveness_sum" integer DEFAULT 0 NOT NULL,
	"responsiveness_count" integer DEFAULT 0 NOT NULL,
	"professionalism_sum" integer DEFAULT 0 NOT NULL,
	"professionalism_count" integer DEFAULT 0 NOT NULL,
	"value_sum" integer DEFAULT 0 NOT NULL,
	"value_count" integer DEFAULT 0 NOT NULL,
	"bayesian" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"quality" smallint,
	"responsiveness" smallint,
	"professionalism" smallint,
	"value" smallint,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"wedding_month" varchar(7),
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"couple_id" integer NOT NULL,
	"vendor_id" integer,
	"source" varchar(8) NOT NULL,
	"rating" smallint NOT NULL,
	"quality" smallint,
	"responsiveness" smallint,
	"professionalism" smallint,
	"value" smallint,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"wedding_month" varchar(7),
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_reason" varchar(24),
	CONSTRAINT "reviews_source" CHECK ("reviews"."source" in ('booking', 'enquiry')),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('published', 'removed')),
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_sub_scores" CHECK (("reviews"."quality" is null or "reviews"."quality" between 1 and 5) and ("reviews"."responsiveness" is null or "reviews"."responsiveness" between 1 and 5) and ("reviews"."professionalism" is null or "reviews"."professionalism" between 1 and 5) and ("reviews"."value" is null or "reviews"."value" between 1 and 5)),
	CONSTRAINT "reviews_title" CHECK (char_length("reviews"."title") between 1 and 100),
	CONSTRAINT "reviews_body" CHECK (char_length("reviews"."body") between 60 and 5000),
	CONSTRAINT "reviews_photo_count" CHECK ("reviews"."photo_count" between 0 and 5),
	CONSTRAINT "reviews_removed" CHECK (("reviews"."status" = 'removed') = ("reviews"."removed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "review_dispute_files" ADD CONSTRAINT "review_dispute_files_dispute_id_review_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."review_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_disputes" ADD CONSTRAINT "review_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_scores" ADD CONSTRAINT "review_scores_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_versions" ADD CONSTRAINT "review_versions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_dispute_files_dispute_idx" ON "review_dispute_files" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_disputes_one_dispute_idx" ON "review_disputes" USING btree ("review_id") WHERE "review_disputes"."kind" = 'dispute';--> statement-breakpoint
CREATE UNIQUE INDEX "review_disputes_one_report_idx" ON "review_disputes" USING btree ("review_id","opened_by") WHERE "review_disputes"."kind" = 'report';--> statement-breakpoint
CREATE INDEX "review_disputes_queue_idx" ON "review_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_disputes_decided_idx" ON "review_disputes" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_scores_bayesian_idx" ON "review_scores" USING btree ("bayesian");--> statement-breakpoint
CREATE INDEX "review_versions_review_idx" ON "review_versions" USING btree ("review_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_couple_service_idx" ON "reviews" USING btree ("couple_id","service_id");--> statement-breakpoint
CREATE INDEX "reviews_service_newest_idx" ON "reviews" USING btree ("service_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_service_rating_idx" ON "reviews" USING btree ("service_id","rating","created_at");--> statement-breakpoint
CREATE INDEX "reviews_service_photos_idx" ON "reviews" USING btree ("service_id","created_at") WHERE "reviews"."photo_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");