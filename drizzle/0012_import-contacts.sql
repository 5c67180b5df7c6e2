ALTER TABLE "sponsor_import_rows" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "sponsor_import_rows" ADD COLUMN "contact_outcome" varchar(10);--> statement-breakpoint
ALTER TABLE "sponsor_imports" ADD COLUMN "file_hash" varchar(64);