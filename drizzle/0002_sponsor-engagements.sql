CREATE TABLE "sponsor_engagements" (
	"sponsor_brand_id" integer NOT NULL,
	"event_brand_id" integer NOT NULL,
	"has_deep_research" boolean DEFAULT false NOT NULL,
	"has_match_analysis" boolean DEFAULT false NOT NULL,
	"has_brand_activations" boolean DEFAULT false NOT NULL,
	"has_visual_mockups" boolean DEFAULT false NOT NULL,
	"last_activity_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_engagements_sponsor_brand_id_event_brand_id_pk" PRIMARY KEY("sponsor_brand_id","event_brand_id")
);
--> statement-breakpoint
ALTER TABLE "sponsor_engagements" ADD CONSTRAINT "sponsor_engagements_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_engagements" ADD CONSTRAINT "sponsor_engagements_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_engagements_brand_idx" ON "sponsor_engagements" USING btree ("event_brand_id","last_activity_date");