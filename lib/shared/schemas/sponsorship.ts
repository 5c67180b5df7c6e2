import { z } from "zod";
import { bodyId, dateRule, numericId, patchSchema } from "./common";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import type { PotentialSponsorsResult } from "./ai";
import type { JobView } from "./jobs";

export const DEFAULT_SPONSORSHIP_LEVEL = "Official Sponsor";

/** A sponsor linked to a specific event, with the pitch's progress flags. */
export interface SponsorshipView {
  id: number;
  sponsorBrandId: number;
  specificEventId: number;
  sponsorshipLevel: string;
  activationFocus: string | null;
  isExclusive: boolean;
  hasDeepResearch: boolean;
  hasMatchAnalysis: boolean;
  hasBrandActivations: boolean;
  hasVisualMockups: boolean;
  lastActivityDate: string;
  createdAt: string;
}

/** A linked sponsor as the event page shows it (GET /api/specific-events/{id}/sponsors). */
export interface EventSponsorView extends SponsorshipView {
  sponsor: {
    id: number;
    name: string;
    industry: string | null;
    logo: string | null;
    headquarters: string | null;
  };
  conflicts: ExclusivityConflict[];
}

/** A sponsor's link to an event, with the event (GET /api/sponsor-brands/{id}/events). */
export interface SponsorEventLinkView extends SponsorshipView {
  event: {
    id: number;
    name: string;
    eventBrandId: number;
    startDate: string | null;
    endDate: string | null;
  };
}

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
export interface EventRecommendations {
  /** The latest completed research for the event (anyone's: recommendations are team data). */
  latest: PotentialSponsorsResult | null;
  completedAt: string | null;
  /** The user's own research for the event still queued or running, to follow on the page. */
  activeJob: JobView | null;
}

/** GET /api/event-brands/{id}/recommendations (the dashboard's AI Recommendations). */
export interface BrandRecommendations extends EventRecommendations {
  /** The event new research is for: the next one that has not ended, else the latest. */
  target: {
    id: number;
    name: string;
    startDate: string | null;
    endDate: string | null;
  } | null;
}
