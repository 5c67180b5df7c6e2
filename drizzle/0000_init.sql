CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(255) NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_represented_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_represented_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sponsor_brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"display_mode" varchar(10) DEFAULT 'light' NOT NULL,
	"default_event_brand_id" integer,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password" text NOT NULL,
	"full_name" varchar(255),
	"role" varchar(20) DEFAULT 'user' NOT NULL,
	"profile_picture" text,
	"company" varchar(255),
	"job_title" varchar(255),
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"previous_login" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"description" text,
	"logo_url" text,
	"industry" varchar(100),
	"website" text,
	"audience" text,
	"profile" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specific_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specific_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_brand_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"start_date" date,
	"end_date" date,
	"location_name" varchar(255),
	"location_country" varchar(100),
	"description" text,
	"banner_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(120),
	"name" varchar(255) NOT NULL,
	"industry" varchar(100),
	"logo" text,
	"headquarters" varchar(255),
	"overview" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sponsor_interactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"notes" text,
	"completed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_match_scores" (
	"sponsor_brand_id" integer NOT NULL,
	"context_type" varchar(20) NOT NULL,
	"context_id" integer NOT NULL,
	"match_percentage" smallint NOT NULL,
	"audience_match" smallint NOT NULL,
	"value_match" smallint NOT NULL,
	"brand_value_match" smallint NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_match_scores_sponsor_brand_id_context_type_context_id_pk" PRIMARY KEY("sponsor_brand_id","context_type","context_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"current_stage" varchar(50) DEFAULT 'prospect' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now(),
	"next_action" text,
	"target_date" date,
	CONSTRAINT "sponsor_progress_sponsor_brand_id_unique" UNIQUE("sponsor_brand_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"status" varchar(30) DEFAULT 'draft' NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sponsor_brand_id" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"external_id" varchar(512) NOT NULL,
	"title" text,
	"url" text,
	"news_date" timestamp with time zone,
	"latest_news" text NOT NULL,
	"sponsorship_implications" text,
	"recent_deals" text,
	"source" varchar(255) NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"ai_provider" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_brand_id" integer NOT NULL,
	"sponsor_brand_id" integer,
	"sponsor_name" varchar(255) NOT NULL,
	"industry" varchar(100),
	"logo_url" text,
	"sponsorship_level" varchar(100) NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"start_date" date,
	"end_date" date,
	"activation_types" text[] DEFAULT '{}' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sponsorships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"specific_event_id" integer NOT NULL,
	"sponsorship_level" varchar(100),
	"activation_focus" text,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"has_deep_research" boolean DEFAULT false NOT NULL,
	"has_match_analysis" boolean DEFAULT false NOT NULL,
	"has_brand_activations" boolean DEFAULT false NOT NULL,
	"has_visual_mockups" boolean DEFAULT false NOT NULL,
	"last_activity_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_sponsor_brand_id_specific_event_id_pk" PRIMARY KEY("sponsor_brand_id","specific_event_id"),
	CONSTRAINT "sponsorships_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "activation_ideas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activation_ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"industry" varchar(100),
	"event_type" varchar(100),
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activation_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activation_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"angle" varchar(100),
	"setting" varchar(100),
	"is_featured" boolean DEFAULT false NOT NULL,
	"ai_provider" varchar(50),
	"ai_model" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"event_brand_id" integer,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(100) DEFAULT 'General' NOT NULL,
	"image_url" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"ai_provider" varchar(50),
	"ai_model" varchar(100),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mockup_ideas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mockup_ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255),
	"description" text,
	"category" varchar(100) NOT NULL,
	"industry" varchar(100),
	"event_type" varchar(100),
	"placement_type" varchar(100),
	"image_url" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mockups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mockups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer NOT NULL,
	"event_brand_id" integer,
	"title" varchar(255),
	"description" text NOT NULL,
	"image_url" text,
	"logo_size" varchar(20) DEFAULT 'medium' NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"details" jsonb,
	"ai_provider" varchar(50),
	"ai_model" varchar(100),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"type" varchar(50) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"processing_time" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_brand_id" integer,
	"first_name" varchar(255) NOT NULL,
	"last_name" varchar(255) NOT NULL,
	"email" varchar(255),
	"phone" varchar(50),
	"position" varchar(255),
	"linkedin_url" varchar(255),
	"avatar_url" varchar(255),
	"notes" text,
	"lead_source" varchar(100),
	"last_contacted" timestamp with time zone,
	"assigned_to" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_contacts_sponsor_brand_id_unique" UNIQUE("sponsor_brand_id")
);
--> statement-breakpoint
CREATE TABLE "crm_deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"sponsor_brand_id" integer NOT NULL,
	"contact_id" integer,
	"event_id" integer,
	"amount" integer,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"stage" varchar(50) NOT NULL,
	"probability" integer,
	"expected_closing_date" timestamp with time zone,
	"description" text,
	"assigned_to" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(255) NOT NULL,
	"description" text,
	"due_date" timestamp with time zone,
	"priority" varchar(20) DEFAULT 'medium' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"task_type" varchar(50),
	"deal_id" integer,
	"contact_id" integer,
	"assigned_to" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_channel_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_channel_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(20) DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_message_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"description" text,
	"type" varchar(20) DEFAULT 'group' NOT NULL,
	"workspace_id" varchar(255),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"icon_emoji" varchar(10),
	"deal_id" integer,
	"event_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"content_type" varchar(50) DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_to_id" integer,
	"is_edited" boolean DEFAULT false NOT NULL,
	"reactions" jsonb,
	"attachment_url" varchar(255),
	"attachment_type" varchar(50),
	"attachment_name" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_represented_brands" ADD CONSTRAINT "user_represented_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_represented_brands" ADD CONSTRAINT "user_represented_brands_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_default_event_brand_id_event_brands_id_fk" FOREIGN KEY ("default_event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specific_events" ADD CONSTRAINT "specific_events_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_brands" ADD CONSTRAINT "sponsor_brands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_interactions" ADD CONSTRAINT "sponsor_interactions_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_interactions" ADD CONSTRAINT "sponsor_interactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_match_scores" ADD CONSTRAINT "sponsor_match_scores_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_progress" ADD CONSTRAINT "sponsor_progress_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD CONSTRAINT "sponsor_proposals_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD CONSTRAINT "sponsor_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD CONSTRAINT "sponsor_proposals_event_id_specific_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."specific_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_news" ADD CONSTRAINT "watchlist_news_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD CONSTRAINT "sponsor_deals_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD CONSTRAINT "sponsor_deals_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_deals" ADD CONSTRAINT "sponsor_deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_specific_event_id_specific_events_id_fk" FOREIGN KEY ("specific_event_id") REFERENCES "public"."specific_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_ideas" ADD CONSTRAINT "activation_ideas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_images" ADD CONSTRAINT "activation_images_activation_id_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_ideas" ADD CONSTRAINT "mockup_ideas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockups" ADD CONSTRAINT "mockups_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockups" ADD CONSTRAINT "mockups_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockups" ADD CONSTRAINT "mockups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_event_id_specific_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."specific_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_event_id_specific_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."specific_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_represented_brands_user_sponsor_key" ON "user_represented_brands" USING btree ("user_id","sponsor_brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_brands_name_lower_key" ON "event_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "specific_events_brand_start_idx" ON "specific_events" USING btree ("event_brand_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "specific_events_brand_name_start_key" ON "specific_events" USING btree ("event_brand_id",lower("name"),"start_date");--> statement-breakpoint
CREATE INDEX "sponsor_brands_name_lower_idx" ON "sponsor_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sponsor_brands_industry_idx" ON "sponsor_brands" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "sponsor_brands_created_at_idx" ON "sponsor_brands" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sponsor_interactions_sponsor_idx" ON "sponsor_interactions" USING btree ("sponsor_brand_id","date");--> statement-breakpoint
CREATE INDEX "sponsor_match_scores_context_idx" ON "sponsor_match_scores" USING btree ("context_type","context_id","match_percentage");--> statement-breakpoint
CREATE INDEX "sponsor_proposals_sponsor_idx" ON "sponsor_proposals" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_user_sponsor_key" ON "user_favorites" USING btree ("user_id","sponsor_brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_news_sponsor_external_key" ON "watchlist_news" USING btree ("sponsor_brand_id","external_id");--> statement-breakpoint
CREATE INDEX "watchlist_news_sponsor_date_idx" ON "watchlist_news" USING btree ("sponsor_brand_id","news_date");--> statement-breakpoint
CREATE INDEX "sponsor_deals_brand_status_idx" ON "sponsor_deals" USING btree ("event_brand_id","status");--> statement-breakpoint
CREATE INDEX "sponsor_deals_industry_start_idx" ON "sponsor_deals" USING btree ("industry","start_date");--> statement-breakpoint
CREATE INDEX "sponsorships_event_idx" ON "sponsorships" USING btree ("specific_event_id");--> statement-breakpoint
CREATE INDEX "activation_images_activation_idx" ON "activation_images" USING btree ("activation_id");--> statement-breakpoint
CREATE INDEX "activations_sponsor_idx" ON "activations" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE INDEX "activations_brand_favorite_idx" ON "activations" USING btree ("event_brand_id","is_favorite");--> statement-breakpoint
CREATE INDEX "mockups_sponsor_idx" ON "mockups" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","priority","run_after");--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by","status");--> statement-breakpoint
CREATE INDEX "jobs_completed_at_idx" ON "jobs" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "crm_deals_sponsor_idx" ON "crm_deals" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE INDEX "crm_tasks_deal_idx" ON "crm_tasks" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channel_members_channel_user_key" ON "chat_channel_members" USING btree ("channel_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_channel_idx" ON "chat_messages" USING btree ("channel_id","created_at");