CREATE TABLE "service_holds" (
	"service_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"held_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_holds_service_id_kind_pk" PRIMARY KEY("service_id","kind"),
	CONSTRAINT "service_holds_kind" CHECK ("service_holds"."kind" in ('administrator', 'suspension', 'billing'))
);
--> statement-breakpoint
ALTER TABLE "service_holds" ADD CONSTRAINT "service_holds_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_holds" ADD CONSTRAINT "service_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;