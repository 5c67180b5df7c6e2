CREATE TABLE "market_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(200) NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sport" varchar(40) NOT NULL,
	"league_id" varchar(80) NOT NULL,
	"parent_id" integer,
	"event_brand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_properties_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "sponsor_deals" ALTER COLUMN "event_brand_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "market_property_id" integer;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "market_key" varchar(300);--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "reported_property" varchar(255);--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "reported_from" varchar(20);--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "reported_to" varchar(20);--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "start_season" smallint;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "reported_value" jsonb;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "source_date" varchar(10);--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "market_properties" ADD CONSTRAINT "market_properties_parent_id_market_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_properties" ADD CONSTRAINT "market_properties_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_properties_parent_idx" ON "market_properties" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "market_properties_event_brand_idx" ON "market_properties" USING btree ("event_brand_id");--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD CONSTRAINT "sponsor_deals_market_property_id_market_properties_id_fk" FOREIGN KEY ("market_property_id") REFERENCES "public"."market_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_deals_market_property_idx" ON "sponsor_deals" USING btree ("market_property_id");--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD CONSTRAINT "sponsor_deals_market_key_unique" UNIQUE("market_key");--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD CONSTRAINT "sponsor_deals_owner_check" CHECK ("sponsor_deals"."event_brand_id" is not null or "sponsor_deals"."market_property_id" is not null);