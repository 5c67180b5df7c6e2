CREATE TABLE "sponsor_import_rows" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"kind" varchar(10),
	"reason" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_brand_id" integer,
	"duplicate_of_row" integer,
	"decision" varchar(10),
	"outcome" varchar(10),
	"sponsor_brand_id" integer,
	CONSTRAINT "sponsor_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "sponsor_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(10) NOT NULL,
	"encoding" varchar(20),
	"status" varchar(20) DEFAULT 'ready' NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"catalogue_decision" varchar(10) DEFAULT 'merge' NOT NULL,
	"file_decision" varchar(10) DEFAULT 'skip' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"merged_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"job_id" varchar(64),
	"committed_by" integer,
	"undo_result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sponsor_import_rows" ADD CONSTRAINT "sponsor_import_rows_import_id_sponsor_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sponsor_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_import_rows" ADD CONSTRAINT "sponsor_import_rows_match_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("match_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_import_rows" ADD CONSTRAINT "sponsor_import_rows_sponsor_brand_id_sponsor_brands_id_fk" FOREIGN KEY ("sponsor_brand_id") REFERENCES "public"."sponsor_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_imports" ADD CONSTRAINT "sponsor_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_imports" ADD CONSTRAINT "sponsor_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_imports" ADD CONSTRAINT "sponsor_imports_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_import_rows_kind_idx" ON "sponsor_import_rows" USING btree ("import_id","kind");--> statement-breakpoint
CREATE INDEX "sponsor_import_rows_brand_idx" ON "sponsor_import_rows" USING btree ("sponsor_brand_id");--> statement-breakpoint
CREATE INDEX "sponsor_import_rows_match_idx" ON "sponsor_import_rows" USING btree ("match_brand_id");--> statement-breakpoint
CREATE INDEX "sponsor_imports_user_idx" ON "sponsor_imports" USING btree ("user_id","created_at");