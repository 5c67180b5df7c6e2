ALTER TABLE "sponsor_brands" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "sponsor_brands" ADD COLUMN "domain" varchar(253);--> statement-breakpoint
ALTER TABLE "sponsor_brands" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "sponsor_brands" ADD COLUMN "city" varchar(120);--> statement-breakpoint
ALTER TABLE "sponsor_brands" ADD COLUMN "source" varchar(20) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_brands" ADD COLUMN "market_cap_band" varchar(10);--> statement-breakpoint
CREATE INDEX "sponsor_brands_domain_idx" ON "sponsor_brands" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "sponsor_brands_source_idx" ON "sponsor_brands" USING btree ("source");--> statement-breakpoint
-- Catalogue entries seeded before these columns existed are the curated brands; their web site
-- was kept in data.website. The domain is the host, lower-case, without "www.".
UPDATE "sponsor_brands" SET "source" = 'curated' WHERE "slug" IS NOT NULL;--> statement-breakpoint
UPDATE "sponsor_brands"
SET "website" = "data"->>'website',
    "domain" = regexp_replace(lower(split_part(regexp_replace("data"->>'website', '^[a-zA-Z]+://', ''), '/', 1)), '^www\.', '')
WHERE "data" ? 'website' AND coalesce("data"->>'website', '') <> '';
