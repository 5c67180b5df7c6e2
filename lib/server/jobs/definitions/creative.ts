import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { activations } from "@/lib/server/db/schema";
import { recordEngagement } from "@/lib/server/sponsorships/engagement";
import { generateActivations, generateImageVariations, generateMockup } from "@/lib/server/tasks";
import { JOB_DURATION_SECONDS, jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { defineJob } from "../definition";
import { activationFields, eventBrandFields, sponsorFields } from "./describe";

/** Activation ideas for a sponsor at a property. */
export const activationJob = defineJob({
  type: "activation",
  payload: jobPayloadSchemas.activation,
  estimatedSeconds: JOB_DURATION_SECONDS.activation,
  async describe(payload) {
    return {
      ...(await sponsorFields(payload.sponsorId)),
      ...(await eventBrandFields(payload.eventId)),
    };
  },
  async handler(payload, ctx) {
    const summary = await generateActivations(payload, ctx);
    await recordEngagement(summary.sponsorId, summary.eventBrandId, "hasBrandActivations");
    return summary;
  },
});

/** A visual mockup of one activation idea with the sponsor's logo. */
export const mockupJob = defineJob({
  type: "mockup",
  payload: jobPayloadSchemas.mockup,
  estimatedSeconds: JOB_DURATION_SECONDS.mockup,
  async describe(payload) {
    return activationFields(payload.activationId);
  },
  async handler(payload, ctx) {
    const summary = await generateMockup(payload, ctx);
    const [row] = await getDb()
      .select({ eventBrandId: activations.eventBrandId })
      .from(activations)
      .where(eq(activations.id, summary.activationId));
    if (row?.eventBrandId)
      await recordEngagement(summary.sponsorId, row.eventBrandId, "hasVisualMockups");
    return summary;
  },
});

/** Variations of an activation's image from other angles and settings. */
export const imageVariationsJob = defineJob({
  type: "image-variations",
  payload: jobPayloadSchemas["image-variations"],
  estimatedSeconds: JOB_DURATION_SECONDS["image-variations"],
  async describe(payload) {
    return activationFields(payload.activationId);
  },
  async handler(payload, ctx) {
    return generateImageVariations(payload, ctx);
  },
});
