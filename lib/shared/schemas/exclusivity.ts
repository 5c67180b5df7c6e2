import { z } from "zod";

/** Another deal or event link whose category exclusivity clashes with this one. */
export const exclusivityConflictSchema = z.object({
  kind: z.enum(["deal", "event-link"]),
  id: z.number().meta({ description: "The deal's id, or the event link's (sponsorship) id." }),
  sponsorName: z.string(),
  sponsorBrandId: z.number().nullable(),
  industry: z.string(),
  sponsorshipLevel: z.string().nullable(),
  eventBrandId: z.number(),
  specificEventId: z.number().nullable(),
  where: z
    .string()
    .meta({ description: "Where the other rights are held: the property, or the specific event." }),
  status: z.string().nullable().meta({ description: "The deal's status; null for event links." }),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  exclusiveSide: z.enum(["them", "us", "both"]).meta({
    description: "Which side holds the exclusive rights: the other sponsor, this one, or both.",
  }),
  message: z.string().meta({
    description:
      'One sentence for people, e.g. "Genesis holds Title rights in Automotive at LIV Golf".',
  }),
});
