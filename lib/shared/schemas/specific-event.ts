import { z } from "zod";
import { bodyId, dateRule, nameSchema, numericId, patchSchema, wholeNumber } from "./common";
import { propertyReachSchema, reachAnswerSchema } from "./reach";
import { optionalText } from "./user";

export const specificEventSchema = z.object({
  id: z.number(),
  eventBrandId: z.number(),
  name: z.string(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  locationName: z.string().nullable(),
  locationCountry: z.string().nullable(),
  description: z.string().nullable(),
  bannerImage: z.string().nullable(),
  datesProvisional: z.boolean().meta({
    description: "Dates copied from a previous season: planned, still to be confirmed.",
  }),
  createdAt: z.iso.datetime(),
  /** This event's own audience inputs; an input left out falls back to the brand's. */
  reach: reachAnswerSchema,
});
export type SpecificEvent = z.infer<typeof specificEventSchema>;

/** An event with the brand it belongs to (detail page, breadcrumb). */
export const specificEventDetailSchema = specificEventSchema.extend({
  eventBrand: z.object({ id: z.number(), name: z.string(), logoUrl: z.string().nullable() }),
});
export type SpecificEventDetail = z.infer<typeof specificEventDetailSchema>;

export const SPECIFIC_EVENT_MESSAGES = {
  nameRequired: "Event name is required",
  brandRequired: "Choose the event brand this event belongs to",
  brandMissing: "The event brand does not exist",
  endBeforeStart: "The end date cannot be before the start date",
  duplicate: "This event brand already has an event with this name on this start date",
} as const;

/**
 * A date as "YYYY-MM-DD", or a full ISO timestamp (its calendar date is kept). Empty means none.
 */
const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .meta({ format: "date" })
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .superRefine(
      dateRule({ label, format: `${label} must be a valid date (YYYY-MM-DD)`, allowEmpty: true }),
    )
    .nullish()
    .transform((value) => value || null);

/** A banner is one of our stored files or an http(s) address; nothing else is put in an <img>. */
const bannerImage = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value === "" || /^(https?:\/\/|\/uploads\/)/.test(value), {
    error: "Banner image must be an http(s) address",
  })
  .nullish()
  .transform((value) => value || null);

const fields = {
  name: nameSchema({
    required: SPECIFIC_EVENT_MESSAGES.nameRequired,
    tooLong: "Event name must be at most 255 characters",
  }),
  startDate: isoDate("Start date"),
  endDate: isoDate("End date"),
  locationName: optionalText(255, "Venue"),
  locationCountry: optionalText(100, "Country"),
  description: optionalText(5000, "Description"),
  bannerImage,
};

const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;

/** POST /api/specific-events (the Add Event form sends eventBrandId as a number). */
export const specificEventCreateSchema = z
  .object({
    ...fields,
    eventBrandId: bodyId("eventBrandId", { error: SPECIFIC_EVENT_MESSAGES.brandRequired }),
  })
  .refine(endNotBeforeStart, { error: SPECIFIC_EVENT_MESSAGES.endBeforeStart, path: ["endDate"] });
export type SpecificEventCreateInput = z.infer<typeof specificEventCreateSchema>;
export type SpecificEventCreateBody = z.input<typeof specificEventCreateSchema>;

/**
 * PATCH: any field; the date order is checked against the stored dates on the server. Sending a
 * date confirms the dates (clears `datesProvisional`) unless `datesProvisional` is sent too;
 * `{ datesProvisional: false }` alone is "Confirm dates".
 */
export const specificEventUpdateSchema = patchSchema({
  ...fields,
  datesProvisional: z.boolean({ error: "datesProvisional must be true or false" }),
  reach: propertyReachSchema,
}).refine(endNotBeforeStart, {
  error: SPECIFIC_EVENT_MESSAGES.endBeforeStart,
  path: ["endDate"],
});
export type SpecificEventUpdateInput = z.infer<typeof specificEventUpdateSchema>;
export type SpecificEventUpdateBody = z.input<typeof specificEventUpdateSchema>;

export const specificEventListQuery = z.object({
  eventBrandId: numericId("eventBrandId").optional(),
  // Cache-buster the client adds; ignored.
  _t: z.string().optional(),
});

export const ROLL_SEASON_MESSAGES = {
  toYearAfter: "toYear must be after fromYear",
} as const;

/** A season: a calendar year (1900 to 2200); `coerce` for a query value ("2026"). */
export const seasonYear = (label: string, options: { coerce?: boolean } = {}) =>
  wholeNumber(label, {
    ...options,
    min: 1900,
    max: 2200,
    error: `${label} must be a year (1900 to 2200)`,
  });

/** POST /api/event-brands/{id}/roll-season: copy one season's events to a later one. */
export const rollSeasonSchema = z
  .object({ fromYear: seasonYear("fromYear"), toYear: seasonYear("toYear").optional() })
  .transform((value) => ({ fromYear: value.fromYear, toYear: value.toYear ?? value.fromYear + 1 }))
  .refine((value) => value.toYear > value.fromYear, {
    error: ROLL_SEASON_MESSAGES.toYearAfter,
    path: ["toYear"],
  });
export type RollSeasonBody = z.input<typeof rollSeasonSchema>;

/** What rolling a season answers: how many events were created and how many already existed. */
export const rollSeasonResultSchema = z.object({
  fromYear: z.number().int(),
  toYear: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  events: z.array(specificEventSchema),
});
export type RollSeasonResult = z.infer<typeof rollSeasonResultSchema>;
