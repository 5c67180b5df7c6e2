ALTER TABLE "specific_events" ADD COLUMN "dates_provisional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activations" ADD COLUMN "specific_event_id" integer;--> statement-breakpoint
ALTER TABLE "mockups" ADD COLUMN "specific_event_id" integer;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_specific_event_id_specific_events_id_fk" FOREIGN KEY ("specific_event_id") REFERENCES "public"."specific_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockups" ADD CONSTRAINT "mockups_specific_event_id_specific_events_id_fk" FOREIGN KEY ("specific_event_id") REFERENCES "public"."specific_events"("id") ON DELETE set null ON UPDATE no action;