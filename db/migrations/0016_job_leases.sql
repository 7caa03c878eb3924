CREATE TABLE "job_leases" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "billing_clock_lease" CASCADE;