DROP INDEX "sponsor_brands_name_lower_idx";--> statement-breakpoint
ALTER TABLE "sponsor_match_scores" RENAME COLUMN "created_at" TO "computed_at";--> statement-breakpoint
ALTER TABLE "sponsor_match_scores" ADD COLUMN "confidence" varchar(10) DEFAULT 'high' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_brands_name_lower_key" ON "sponsor_brands" USING btree (lower("name"));