-- Trigram indexes below serve substring search over the catalogue.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- data-safe: stored scores are a cache of the matching engine; every context is ranked again on its next read.
DELETE FROM "sponsor_match_scores";--> statement-breakpoint
CREATE TABLE "match_histogram" (
	"context_type" varchar(20) NOT NULL,
	"context_id" integer NOT NULL,
	"industry" varchar(100) NOT NULL,
	"match_percentage" smallint NOT NULL,
	"sponsors" integer NOT NULL,
	CONSTRAINT "match_histogram_context_type_context_id_industry_match_percentage_pk" PRIMARY KEY("context_type","context_id","industry","match_percentage")
);
--> statement-breakpoint
CREATE TABLE "match_rankings" (
	"context_type" varchar(20) NOT NULL,
	"context_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'ready' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"sponsor_count" integer DEFAULT 0 NOT NULL,
	"ranked_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"job_id" varchar(64),
	CONSTRAINT "match_rankings_context_type_context_id_pk" PRIMARY KEY("context_type","context_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_brand_counts" (
	"industry" varchar(100) PRIMARY KEY NOT NULL,
	"brands" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "sponsor_match_scores_context_idx";--> statement-breakpoint
ALTER TABLE "sponsor_match_scores" ADD COLUMN "industry" varchar(100);--> statement-breakpoint
ALTER TABLE "sponsor_match_scores" ADD COLUMN "sort_name" varchar(255) COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sponsor_brands_name_trgm_idx" ON "sponsor_brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsor_brands_industry_trgm_idx" ON "sponsor_brands" USING gin ("industry" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsor_brands_overview_trgm_idx" ON "sponsor_brands" USING gin ("overview" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsor_brands_industry_name_idx" ON "sponsor_brands" USING btree (lower(coalesce("industry", '')),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "sponsor_match_scores_rank_idx" ON "sponsor_match_scores" USING btree ("context_type","context_id","match_percentage" DESC NULLS FIRST,"sort_name","sponsor_brand_id");--> statement-breakpoint
CREATE INDEX "sponsor_match_scores_industry_rank_idx" ON "sponsor_match_scores" USING btree ("context_type","context_id","industry","match_percentage" DESC NULLS FIRST,"sort_name","sponsor_brand_id");--> statement-breakpoint
-- Brands per industry, kept by statement-level triggers (one per event: PostgreSQL allows
-- transition tables only on single-event triggers). Set-based, so bulk writes stay cheap.
CREATE FUNCTION "sponsor_brand_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sponsor_brand_counts (industry, brands)
      SELECT coalesce(industry, ''), count(*) FROM new_rows GROUP BY 1
      ON CONFLICT (industry) DO UPDATE SET brands = sponsor_brand_counts.brands + excluded.brands;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE sponsor_brand_counts c SET brands = c.brands - o.n
      FROM (SELECT coalesce(industry, '') AS industry, count(*) AS n FROM old_rows GROUP BY 1) o
      WHERE c.industry = o.industry;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sponsor_brand_counts_insert" AFTER INSERT ON "sponsor_brands"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_brand_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "sponsor_brand_counts_delete" AFTER DELETE ON "sponsor_brands"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_brand_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "sponsor_brand_counts_update" AFTER UPDATE ON "sponsor_brands"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_brand_counts_apply"();--> statement-breakpoint
INSERT INTO "sponsor_brand_counts" (industry, brands)
  SELECT coalesce(industry, ''), count(*) FROM "sponsor_brands" GROUP BY 1;--> statement-breakpoint
-- Sponsors per match percentage and industry of each context, kept the same way from the scores.
CREATE FUNCTION "match_histogram_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO match_histogram (context_type, context_id, industry, match_percentage, sponsors)
      SELECT context_type, context_id, coalesce(industry, ''), match_percentage, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT (context_type, context_id, industry, match_percentage)
      DO UPDATE SET sponsors = match_histogram.sponsors + excluded.sponsors;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE match_histogram h SET sponsors = h.sponsors - o.n
      FROM (SELECT context_type, context_id, coalesce(industry, '') AS industry, match_percentage,
              count(*) AS n
            FROM old_rows GROUP BY 1, 2, 3, 4) o
      WHERE h.context_type = o.context_type AND h.context_id = o.context_id
        AND h.industry = o.industry AND h.match_percentage = o.match_percentage;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "match_histogram_insert" AFTER INSERT ON "sponsor_match_scores"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_histogram_apply"();--> statement-breakpoint
CREATE TRIGGER "match_histogram_delete" AFTER DELETE ON "sponsor_match_scores"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_histogram_apply"();--> statement-breakpoint
CREATE TRIGGER "match_histogram_update" AFTER UPDATE ON "sponsor_match_scores"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_histogram_apply"();
