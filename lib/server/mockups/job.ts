import "server-only";
import { specificEventOfBrandFields } from "@/lib/server/activations/job";
import { getActivationIdeaOrThrow } from "@/lib/server/activations/queries";
import { defineJob } from "@/lib/server/jobs/definition";
import { sponsorFields } from "@/lib/server/jobs/describe";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { generateMockup } from "./generate";
import { generateImageVariations } from "./image-variations";

/** Display fields of a job on one activation idea; a missing idea refuses the job with a 404. */
async function activationFields(id: number, specificEventId?: number) {
  const activation = await getActivationIdeaOrThrow(id);
  return {
    activationId: id,
    activationTitle: activation.title,
    ...(await sponsorFields(activation.sponsorBrandId)),
    eventBrandId: activation.eventBrandId,
    // The chosen event must be one of the idea's property.
    ...(await specificEventOfBrandFields(specificEventId, activation.eventBrandId)),
  };
}

/** A visual mockup of one activation idea with the sponsor's logo. */
export const mockupJob = defineJob({
  type: "mockup",
  payload: jobPayloadSchemas.mockup,
  async describe(payload) {
    return activationFields(payload.activationId, payload.specificEventId);
  },
  async handler(payload, ctx) {
    return generateMockup(payload, ctx);
  },
});

/** Variations of an activation's image from other angles and settings. */
export const imageVariationsJob = defineJob({
  type: "image-variations",
  payload: jobPayloadSchemas["image-variations"],
  async describe(payload) {
    return activationFields(payload.activationId);
  },
  async handler(payload, ctx) {
    return generateImageVariations(payload, ctx);
  },
});
