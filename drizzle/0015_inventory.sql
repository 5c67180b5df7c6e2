CREATE TABLE "inventory_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_brand_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(30) NOT NULL,
	"description" text,
	"unit" varchar(60) NOT NULL,
	"scope" varchar(10) DEFAULT 'event' NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_cents" bigint NOT NULL,
	"floor_price_cents" bigint,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"specific_event_ids" integer[] DEFAULT '{}' NOT NULL,
	"exposure" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_assets_quantity_check" CHECK ("inventory_assets"."quantity" >= 0),
	CONSTRAINT "inventory_assets_price_check" CHECK ("inventory_assets"."list_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_package_items" (
	"package_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inventory_package_items_package_id_asset_id_pk" PRIMARY KEY("package_id","asset_id"),
	CONSTRAINT "inventory_package_items_quantity_check" CHECK ("inventory_package_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_brand_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"price_cents" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"term_seasons" smallint DEFAULT 1 NOT NULL,
	"exclusive_category" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_investment_items" (
	"proposal_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "proposal_investment_items_proposal_id_asset_id_pk" PRIMARY KEY("proposal_id","asset_id"),
	CONSTRAINT "proposal_investment_items_quantity_check" CHECK ("proposal_investment_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "proposal_investments" (
	"proposal_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer,
	"price_per_season_cents" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"term_seasons" smallint DEFAULT 1 NOT NULL,
	"start_season" smallint NOT NULL,
	"exclusive_category" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_brands" ADD COLUMN "reach" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "specific_events" ADD COLUMN "reach" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_assets" ADD CONSTRAINT "inventory_assets_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_package_items" ADD CONSTRAINT "inventory_package_items_package_id_inventory_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."inventory_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_package_items" ADD CONSTRAINT "inventory_package_items_asset_id_inventory_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."inventory_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_packages" ADD CONSTRAINT "inventory_packages_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_investment_items" ADD CONSTRAINT "proposal_investment_items_proposal_id_proposal_investments_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposal_investments"("proposal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_investment_items" ADD CONSTRAINT "proposal_investment_items_asset_id_inventory_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."inventory_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_investments" ADD CONSTRAINT "proposal_investments_proposal_id_sponsor_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sponsor_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_investments" ADD CONSTRAINT "proposal_investments_package_id_inventory_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."inventory_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_assets_brand_category_idx" ON "inventory_assets" USING btree ("event_brand_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_assets_brand_name_key" ON "inventory_assets" USING btree ("event_brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "inventory_package_items_asset_idx" ON "inventory_package_items" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_packages_brand_name_key" ON "inventory_packages" USING btree ("event_brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "proposal_investment_items_asset_idx" ON "proposal_investment_items" USING btree ("asset_id");