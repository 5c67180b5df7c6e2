import "server-only";
import { badRequest } from "@/lib/server/http/errors";
import { defineJob } from "@/lib/server/jobs/definition";
import { eventBrandFields, sponsorFields } from "@/lib/server/jobs/describe";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { EVENT_NOT_OF_BRAND } from "@/lib/shared/job-constants";
import { generateActivations } from "./generate";

/**
 * Display fields of the specific event a creative job is for; an event of another brand refuses
 * the job (400), a missing one answers its 404.
 */
export async function specificEventOfBrandFields(
  specificEventId: number | undefined,
  eventBrandId: number | null,
) {
  if (specificEventId === undefined) return {};
  const event = await getSpecificEventOrThrow(specificEventId);
  if (event.eventBrand.id !== eventBrandId) throw badRequest(EVENT_NOT_OF_BRAND);
  return { specificEventId, specificEventName: event.name };
}

/** Activation ideas for a sponsor at a property, or at one event of it. */
export const activationJob = defineJob({
  type: "activation",
  payload: jobPayloadSchemas.activation,
  async describe(payload) {
    return {
      ...(await sponsorFields(payload.sponsorId)),
      ...(await eventBrandFields(payload.eventBrandId)),
      ...(await specificEventOfBrandFields(payload.specificEventId, payload.eventBrandId)),
      // The request's name for the event brand, kept in `data` as clients have always seen it.
      eventId: payload.eventBrandId,
    };
  },
  async handler(payload, ctx) {
    return generateActivations(payload, ctx);
  },
});
