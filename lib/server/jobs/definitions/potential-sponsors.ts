import "server-only";
import { findPotentialSponsors } from "@/lib/server/tasks";
import { JOB_DURATION_SECONDS, jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { defineJob } from "../definition";
import { specificEventFields } from "./describe";

/** Recommended sponsors for a specific event (the event page's Potential Sponsors tab). */
export const potentialSponsorsJob = defineJob({
  type: "potential-sponsors",
  payload: jobPayloadSchemas["potential-sponsors"],
  estimatedSeconds: JOB_DURATION_SECONDS["potential-sponsors"],
  async describe(payload) {
    return specificEventFields(payload.eventId);
  },
  async handler(payload, ctx) {
    return findPotentialSponsors(payload, ctx);
  },
});
