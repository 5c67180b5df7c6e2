import "server-only";
import { defineJob } from "@/lib/server/jobs/definition";
import { eventBrandFields, sponsorFields, specificEventFields } from "@/lib/server/jobs/describe";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { runDeepResearch, runResearch } from "./deep-research";

/** Deep research on a sponsor for a property (the sponsor page's Research tab). */
export const deepResearchJob = defineJob({
  type: "deep-research",
  payload: jobPayloadSchemas["deep-research"],
  async describe(payload) {
    const context = payload.eventContext;
    const where =
      typeof context === "number"
        ? await eventBrandFields(context)
        : context.specificEventId
          ? await specificEventFields(context.specificEventId)
          : await eventBrandFields(context.eventBrandId);
    return { ...(await sponsorFields(payload.sponsorId)), ...where };
  },
  async handler(payload, ctx) {
    return runDeepResearch(payload, ctx);
  },
});

/** Research by sponsor name (the admin panel and older clients). */
export const researchJob = defineJob({
  type: "research",
  payload: jobPayloadSchemas.research,
  async describe(payload) {
    return payload.eventBrandId ? eventBrandFields(payload.eventBrandId) : {};
  },
  async handler(payload, ctx) {
    return runResearch(payload, ctx);
  },
});
