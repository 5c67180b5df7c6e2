ALTER TABLE "proposal_exports" ALTER COLUMN "proposal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ALTER COLUMN "proposal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_views" ALTER COLUMN "proposal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_exports" ADD COLUMN "recap_id" integer;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD COLUMN "recap_id" integer;--> statement-breakpoint
ALTER TABLE "proposal_views" ADD COLUMN "recap_id" integer;--> statement-breakpoint
ALTER TABLE "proposal_exports" ADD CONSTRAINT "proposal_exports_recap_id_recaps_id_fk" FOREIGN KEY ("recap_id") REFERENCES "public"."recaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD CONSTRAINT "proposal_share_links_recap_id_recaps_id_fk" FOREIGN KEY ("recap_id") REFERENCES "public"."recaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_views" ADD CONSTRAINT "proposal_views_recap_id_recaps_id_fk" FOREIGN KEY ("recap_id") REFERENCES "public"."recaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_exports_recap_idx" ON "proposal_exports" USING btree ("recap_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_share_links_recap_idx" ON "proposal_share_links" USING btree ("recap_id");--> statement-breakpoint
CREATE INDEX "proposal_views_recap_idx" ON "proposal_views" USING btree ("recap_id","viewed_at");--> statement-breakpoint
ALTER TABLE "proposal_exports" ADD CONSTRAINT "proposal_exports_subject_check" CHECK (num_nonnulls("proposal_exports"."proposal_id", "proposal_exports"."recap_id") = 1);--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD CONSTRAINT "proposal_share_links_subject_check" CHECK (num_nonnulls("proposal_share_links"."proposal_id", "proposal_share_links"."recap_id") = 1);--> statement-breakpoint
ALTER TABLE "proposal_views" ADD CONSTRAINT "proposal_views_subject_check" CHECK (num_nonnulls("proposal_views"."proposal_id", "proposal_views"."recap_id") = 1);