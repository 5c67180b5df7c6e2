import { z } from "zod";
import { potentialSponsorsResultSchema } from "@/lib/shared/schemas/ai";
import { jobViewSchema } from "@/lib/shared/schemas/jobs";

/**
 * GET /api/event-brands/{id}/recommendations (the dashboard's AI Recommendations): the latest
 * completed research on any of the property's events, the user's research under way, and the
 * event new research is for. The type the code uses is `BrandRecommendations`
 * (lib/shared/schemas/sponsorship.ts); the compiler checks that it matches this schema.
 */
export const brandRecommendationsSchema = z.object({
  /** The latest completed research (anyone's: recommendations are team data). */
  latest: potentialSponsorsResultSchema.nullable(),
  completedAt: z.string().nullable(),
  /** The user's own research still queued or running, to follow on the page. */
  activeJob: jobViewSchema.nullable(),
  /** The event new research is for: the next one that has not ended, else the latest. */
  target: z
    .object({
      id: z.number().int(),
      name: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
});
