CREATE TABLE "proposal_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"format" varchar(10) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"job_id" varchar(64),
	"storage_key" varchar(500),
	"file_name" varchar(255),
	"byte_size" integer,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passcode_hash" varchar(255),
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "proposal_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"sections" jsonb NOT NULL,
	"note" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"share_link_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_type" varchar(20) NOT NULL,
	"client_hash" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"scope" varchar(10) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"event" varchar(50) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_time_ms" integer,
	"error" text,
	"job_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" varchar(2000) NOT NULL,
	"description" varchar(200),
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" DROP CONSTRAINT "crm_contacts_sponsor_brand_id_unique";--> statement-breakpoint
ALTER TABLE "crm_contacts" DROP CONSTRAINT "crm_contacts_sponsor_brand_id_sponsor_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "sponsor_interactions" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "event_brand_id" integer;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "tier" varchar(30);--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "internal" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "job_id" varchar(64);--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A sponsor had at most one contact until now: that contact is its primary one.
UPDATE "crm_contacts" SET "is_primary" = true WHERE "sponsor_brand_id" IS NOT NULL;--> statement-breakpoint
-- Proposals made before the property was stored take it from their event.
UPDATE "sponsor_proposals" p SET "event_brand_id" = e."event_brand_id" FROM "specific_events" e WHERE p."event_id" = e."id" AND p."event_brand_id" IS NULL;--> statement-breakpoint
ALTER TABLE "proposal_exports" ADD CONSTRAINT "proposal_exports_proposal_id_sponsor_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sponsor_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_exports" ADD CONSTRAINT "proposal_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD CONSTRAINT "proposal_share_links_proposal_id_sponsor_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sponsor_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD CONSTRAINT "proposal_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_sponsor_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sponsor_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_views" ADD CONSTRAINT "proposal_views_proposal_id_sponsor_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sponsor_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_views" ADD CONSTRAINT "proposal_views_share_link_id_proposal_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."proposal_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_exports_proposal_idx" ON "proposal_exports" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_share_links_proposal_idx" ON "proposal_share_links" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_versions_number_idx" ON "proposal_versions" USING btree ("proposal_id","version");--> statement-breakpoint
CREATE INDEX "proposal_views_proposal_idx" ON "proposal_views" USING btree ("proposal_id","viewed_at");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscription_idx" ON "webhook_deliveries" USING btree ("subscription_id","created_at");--> statement-breakpoint
ALTER TABLE "sponsor_interactions" ADD CONSTRAINT "sponsor_interactions_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD CONSTRAINT "sponsor_proposals_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD CONSTRAINT "sponsor_proposals_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_proposals_status_idx" ON "sponsor_proposals" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "crm_contacts_sponsor_idx" ON "crm_contacts" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contacts_one_primary_idx" ON "crm_contacts" USING btree ("sponsor_brand_id") WHERE "crm_contacts"."is_primary";