ALTER TABLE "sponsor_proposals" ADD COLUMN "renewal_of_contract_id" integer;--> statement-breakpoint
ALTER TABLE "sponsor_proposals" ADD COLUMN "recap_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_proposals_open_renewal_idx" ON "sponsor_proposals" USING btree ("renewal_of_contract_id") WHERE "sponsor_proposals"."status" in ('draft', 'sent', 'viewed');