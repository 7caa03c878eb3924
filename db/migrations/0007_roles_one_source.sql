-- Roles have one source, user_roles: a vendor flag without its role row becomes the row.
INSERT INTO "user_roles" ("user_id", "role") SELECT "id", 'vendor' FROM "users" WHERE "is_vendor" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_vendor";
