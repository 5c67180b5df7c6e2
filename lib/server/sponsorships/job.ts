import "server-only";
import { defineJob } from "@/lib/server/jobs/definition";
import { specificEventFields } from "@/lib/server/jobs/describe";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { findPotentialSponsors } from "./potential-sponsors";

/** Recommended sponsors for a specific event (the event page's Potential Sponsors tab). */
export const potentialSponsorsJob = defineJob({
  type: "potential-sponsors",
  payload: jobPayloadSchemas["potential-sponsors"],
  async describe(payload) {
    return specificEventFields(payload.specificEventId);
  },
  async handler(payload, ctx) {
    return findPotentialSponsors(payload, ctx);
  },
});
