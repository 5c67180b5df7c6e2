import "server-only";
import { defineJob } from "@/lib/server/jobs/definition";
import { eventBrandFields, sponsorFields } from "@/lib/server/jobs/describe";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { generateActivations } from "./generate";

/** Activation ideas for a sponsor at a property. */
export const activationJob = defineJob({
  type: "activation",
  payload: jobPayloadSchemas.activation,
  async describe(payload) {
    return {
      ...(await sponsorFields(payload.sponsorId)),
      ...(await eventBrandFields(payload.eventBrandId)),
      // The request's name for the event brand, kept in `data` as clients have always seen it.
      eventId: payload.eventBrandId,
    };
  },
  async handler(payload, ctx) {
    return generateActivations(payload, ctx);
  },
});
