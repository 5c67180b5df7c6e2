import { z } from "zod";
import { bodyId, dateRule, numericId, patchSchema } from "./common";
import { exclusivityConflictSchema } from "./exclusivity";
import { potentialSponsorsResultSchema } from "./ai";
import { jobViewSchema } from "./jobs";
import { DEFAULT_SPONSORSHIP_LEVEL } from "@/lib/shared/sponsorship-level";

/** The engagement progress of a pitch, the same on an event link and on the property as a whole. */
const progressShape = {
  hasDeepResearch: z.boolean(),
  hasMatchAnalysis: z.boolean(),
  hasBrandActivations: z.boolean(),
  hasVisualMockups: z.boolean(),
  lastActivityDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
};

/** A sponsor linked to a specific event, with the pitch's progress flags. */
export const sponsorshipViewSchema = z.object({
  id: z.number(),
  sponsorBrandId: z.number(),
  specificEventId: z.number(),
  sponsorshipLevel: z.string(),
  activationFocus: z.string().nullable(),
  isExclusive: z.boolean().meta({
    description: "Exclusive in its category (Title and Presenting levels are exclusive anyway).",
  }),
  ...progressShape,
});
export type SponsorshipView = z.infer<typeof sponsorshipViewSchema>;

/** A linked sponsor as the event page shows it (GET /api/specific-events/{id}/sponsors). */
export const eventSponsorViewSchema = sponsorshipViewSchema.extend({
  sponsor: z.object({
    id: z.number(),
    name: z.string(),
    industry: z.string().nullable(),
    logo: z.string().nullable(),
    headquarters: z.string().nullable(),
  }),
  conflicts: z.array(exclusivityConflictSchema),
});
export type EventSponsorView = z.infer<typeof eventSponsorViewSchema>;

/** GET /api/specific-events/{id}/sponsors. */
export const eventSponsorsSchema = z.object({ sponsors: z.array(eventSponsorViewSchema) });

/** A sponsor's link to an event, with the event (GET /api/sponsor-brands/{id}/events). */
export const sponsorEventLinkViewSchema = sponsorshipViewSchema.extend({
  event: z.object({
    id: z.number(),
    name: z.string(),
    eventBrandId: z.number(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
  }),
});
export type SponsorEventLinkView = z.infer<typeof sponsorEventLinkViewSchema>;

/**
 * A sponsor's progress at a property, merged over the brand-level record and its event links: a
 * flag is done when it is done at either (GET /api/sponsorships?eventBrandId=).
 */
export const sponsorProgressViewSchema = z.object({
  sponsorBrandId: z.number(),
  hasDeepResearch: z.boolean(),
  hasMatchAnalysis: z.boolean(),
  hasBrandActivations: z.boolean(),
  hasVisualMockups: z.boolean(),
  lastActivityDate: z.iso.datetime().nullable(),
  sponsorName: z.string(),
  logo: z.string().nullable(),
  industry: z.string().nullable(),
});

/** GET /api/sponsorships: progress per sponsor (?eventBrandId), or links (?eventId, ?specificEventId). */
export const sponsorshipListSchema = z.union([
  z.array(sponsorProgressViewSchema),
  z.array(sponsorshipViewSchema),
]);

/** The brand-level progress record of a sponsor at a property (PATCH /api/sponsor-engagements). */
export const engagementViewSchema = z.object({
  sponsorBrandId: z.number(),
  eventBrandId: z.number(),
  ...progressShape,
});
export type EngagementView = z.infer<typeof engagementViewSchema>;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const level = z
  .string({ error: "Sponsorship level must be text" })
  .trim()
  .max(100, { error: "Sponsorship level must be at most 100 characters" })
  .transform((value) => value || DEFAULT_SPONSORSHIP_LEVEL);
const isoDateTime = z
  .string({ error: "lastActivityDate must be an ISO date-time" })
  .meta({ format: "date-time" })
  .superRefine(
    dateRule({
      label: "lastActivityDate",
      format: "lastActivityDate must be an ISO date-time",
      form: "date-time",
    }),
  );

const flags = {
  hasDeepResearch: flag("hasDeepResearch"),
  hasMatchAnalysis: flag("hasMatchAnalysis"),
  hasBrandActivations: flag("hasBrandActivations"),
  hasVisualMockups: flag("hasVisualMockups"),
};

/**
 * POST /api/sponsorships accepts two forms: a link with a level, or a progress record
 * (the four flags and dates). Either way one sponsor is linked to one event once.
 */
export const sponsorshipCreateSchema = z.object({
  sponsorBrandId: bodyId("sponsorBrandId"),
  specificEventId: bodyId("specificEventId"),
  sponsorshipLevel: level.optional(),
  activationFocus: z.string().trim().max(2000).nullish(),
  isExclusive: flag("isExclusive").optional(),
  hasDeepResearch: flags.hasDeepResearch.optional(),
  hasMatchAnalysis: flags.hasMatchAnalysis.optional(),
  hasBrandActivations: flags.hasBrandActivations.optional(),
  hasVisualMockups: flags.hasVisualMockups.optional(),
  lastActivityDate: isoDateTime.optional(),
  createdAt: isoDateTime.optional(),
  /** The user saw the exclusivity warning and saves anyway. */
  acknowledgeConflicts: flag("acknowledgeConflicts").optional(),
});
export type SponsorshipCreateInput = z.infer<typeof sponsorshipCreateSchema>;
export type SponsorshipCreateBody = z.input<typeof sponsorshipCreateSchema>;

/** Manage Sponsors' form: the level, exclusivity and activation focus of a new link. */
export const sponsorshipLinkFormSchema = z.object({
  sponsorshipLevel: level,
  isExclusive: flag("isExclusive"),
  activationFocus: z.string().trim().max(2000),
});

export const sponsorshipUpdateSchema = patchSchema(
  {
    sponsorshipLevel: level,
    activationFocus: z.string().trim().max(2000).nullable(),
    isExclusive: flag("isExclusive"),
    ...flags,
    lastActivityDate: isoDateTime,
    acknowledgeConflicts: flag("acknowledgeConflicts"),
  },
  ["acknowledgeConflicts"],
);
export type SponsorshipUpdateInput = z.infer<typeof sponsorshipUpdateSchema>;
export type SponsorshipUpdateBody = z.input<typeof sponsorshipUpdateSchema>;

/** GET /api/sponsorships: ?eventBrandId, ?eventId (a specific event), or ?specificEventId&sponsorBrandId. */
export const sponsorshipListQuery = z
  .object({
    eventBrandId: numericId("eventBrandId").optional(),
    eventId: numericId("eventId").optional(),
    specificEventId: numericId("specificEventId").optional(),
    sponsorBrandId: numericId("sponsorBrandId").optional(),
    _t: z.string().optional(),
  })
  .refine(
    (q) =>
      q.eventBrandId !== undefined || q.eventId !== undefined || q.specificEventId !== undefined,
    {
      error: "Give eventBrandId, eventId, or specificEventId with sponsorBrandId",
    },
  );

/** Brand-level progress set by hand (PATCH /api/sponsor-engagements). */
export const engagementUpdateSchema = z
  .object({
    sponsorBrandId: bodyId("sponsorBrandId"),
    eventBrandId: bodyId("eventBrandId"),
    ...flags,
  })
  .partial({
    hasDeepResearch: true,
    hasMatchAnalysis: true,
    hasBrandActivations: true,
    hasVisualMockups: true,
  })
  .strict();

/** GET /api/specific-events/{id}/recommendations. */
export const eventRecommendationsSchema = z.object({
  latest: potentialSponsorsResultSchema.nullable().meta({
    description: "The latest completed research for the event (anyone's: it is team data).",
  }),
  completedAt: z.iso.datetime().nullable(),
  activeJob: jobViewSchema.nullable().meta({
    description: "The user's own research for the event still queued or running.",
  }),
});
export type EventRecommendations = z.infer<typeof eventRecommendationsSchema>;

/** GET /api/event-brands/{id}/recommendations (the dashboard's AI Recommendations). */
export const brandRecommendationsSchema = eventRecommendationsSchema.extend({
  target: z
    .object({
      id: z.number(),
      name: z.string(),
      startDate: z.iso.date().nullable(),
      endDate: z.iso.date().nullable(),
    })
    .nullable()
    .meta({
      description:
        "The event new research is for: the next one that has not ended, else the latest.",
    }),
});
export type BrandRecommendations = z.infer<typeof brandRecommendationsSchema>;
