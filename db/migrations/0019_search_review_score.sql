DROP INDEX "service_search_rank_idx";--> statement-breakpoint
DROP INDEX "service_search_location_idx";--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "review_score" double precision DEFAULT 4 NOT NULL;--> statement-breakpoint
CREATE INDEX "service_search_rank_idx" ON "service_search" USING btree ("category_id","review_score","is_vendor_verified","service_id");--> statement-breakpoint
CREATE INDEX "service_search_location_idx" ON "service_search" USING btree ("category_id","lat","lng","radius","review_score","is_vendor_verified","service_id");--> statement-breakpoint
-- Issue 32: search's rows take each listing's published Bayesian mean (reviews' reviewRankingScoreOf).
UPDATE "service_search" SET "review_score" = coalesce((select "bayesian" from "review_scores" where "review_scores"."service_id" = "service_search"."service_id"), (select "mean" from "review_prior" where "id" = 1), 4);
