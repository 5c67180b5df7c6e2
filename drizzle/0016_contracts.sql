CREATE TABLE "contract_instalments" (
	"contract_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'due' NOT NULL,
	"invoiced_date" date,
	"paid_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_instalments_contract_id_n_pk" PRIMARY KEY("contract_id","n"),
	CONSTRAINT "contract_instalments_amount_check" CHECK ("contract_instalments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"specific_event_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "contract_items_quantity_check" CHECK ("contract_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_reminders" (
	"contract_id" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_reminders_contract_id_days_before_pk" PRIMARY KEY("contract_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"sponsor_brand_id" integer,
	"event_brand_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'signed' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_fee_cents" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"package_id" integer,
	"proposal_id" integer,
	"renewal_of_id" integer,
	"exclusive_category" varchar(100),
	"document_key" text,
	"document_name" varchar(255),
	"document_size" integer,
	"document_uploaded_at" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."end_date" >= "contracts"."start_date"),
	CONSTRAINT "contracts_fee_check" CHECK ("contracts"."total_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliverable_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliverable_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deliverable_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"storage_key" text,
	"file_name" varchar(255),
	"content_type" varchar(100),
	"byte_size" integer,
	"url" text,
	"metric" varchar(20),
	"value" bigint,
	"source" varchar(300),
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliverables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"contract_item_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"specific_event_id" integer,
	"season" smallint NOT NULL,
	"unit_number" smallint NOT NULL,
	"label" varchar(300) NOT NULL,
	"due_date" date NOT NULL,
	"owner_user_id" integer,
	"status" varchar(10) DEFAULT 'planned' NOT NULL,
	"waived_reason" text,
	"delivered_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"season" smallint NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"job_id" varchar(64),
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_targets" (
	"event_brand_id" integer NOT NULL,
	"season" smallint NOT NULL,
	"target_cents" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_targets_event_brand_id_season_pk" PRIMARY KEY("event_brand_id","season")
);
--> statement-breakpoint
ALTER TABLE "contract_instalments" ADD CONSTRAINT "contract_instalments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_asset_id_inventory_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."inventory_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deal_id_sponsor_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sponsor_deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_package_id_inventory_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."inventory_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_proposal_id_sponsor_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."sponsor_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renewal_of_id_contracts_id_fk" FOREIGN KEY ("renewal_of_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_proofs" ADD CONSTRAINT "deliverable_proofs_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_proofs" ADD CONSTRAINT "deliverable_proofs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_asset_id_inventory_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."inventory_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_specific_event_id_specific_events_id_fk" FOREIGN KEY ("specific_event_id") REFERENCES "public"."specific_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaps" ADD CONSTRAINT "recaps_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaps" ADD CONSTRAINT "recaps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_targets" ADD CONSTRAINT "revenue_targets_event_brand_id_event_brands_id_fk" FOREIGN KEY ("event_brand_id") REFERENCES "public"."event_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_targets" ADD CONSTRAINT "revenue_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_instalments_due_idx" ON "contract_instalments" USING btree ("due_date","status");--> statement-breakpoint
CREATE INDEX "contract_items_contract_idx" ON "contract_items" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_items_asset_idx" ON "contract_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "contracts_brand_end_idx" ON "contracts" USING btree ("event_brand_id","end_date");--> statement-breakpoint
CREATE INDEX "contracts_deal_idx" ON "contracts" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "contracts_sponsor_idx" ON "contracts" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE INDEX "deliverable_proofs_deliverable_idx" ON "deliverable_proofs" USING btree ("deliverable_id");--> statement-breakpoint
CREATE INDEX "deliverables_contract_idx" ON "deliverables" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "deliverables_due_idx" ON "deliverables" USING btree ("due_date","status");--> statement-breakpoint
CREATE INDEX "deliverables_event_idx" ON "deliverables" USING btree ("specific_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliverables_unit_key" ON "deliverables" USING btree ("contract_item_id","season",coalesce("specific_event_id", 0),"unit_number");--> statement-breakpoint
CREATE INDEX "recaps_contract_idx" ON "recaps" USING btree ("contract_id","season");