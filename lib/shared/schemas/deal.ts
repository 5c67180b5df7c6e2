import { z } from "zod";
import {
  CARD_CONFLICTS,
  DEAL_GROUP_STEP,
  MAX_DEAL_GROUP_CARDS,
  MAX_DEAL_SEARCH,
} from "@/lib/shared/deal-groups";
import { bodyId, dateRule, nameSchema, numericId, patchSchema, wholeNumber } from "./common";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import { exclusivityConflictSchema } from "./exclusivity";
import { DEAL_STATUSES } from "@/lib/shared/deal-statuses";
import { MARKET_PROPERTY_KINDS } from "@/lib/shared/market";
import { INDUSTRIES } from "@/lib/shared/profile";
import { dealSourceSchema, reportedValueSchema } from "./market-deal";
import { centsOfUnits, currencyCode, MAX_VALUE_CENTS, moneyUnits } from "./money";

/** A sponsor's deal with a property (a row of /current-sponsors). */
export const sponsorDealSchema = z.object({
  id: z.number(),
  eventBrandId: z.number(),
  sponsorBrandId: z
    .number()
    .nullable()
    .meta({ description: "The catalogue brand, when the deal names one." }),
  sponsorName: z.string(),
  industry: z.string().nullable(),
  logoUrl: z.string().nullable(),
  sponsorshipLevel: z.string(),
  isExclusive: z.boolean(),
  hasExclusiveRights: z.boolean().meta({
    description: "Exclusive by its level (Title, Presenting) or by the isExclusive flag.",
  }),
  status: z.string(),
  value: z.number().meta({
    description: "Whole currency units (dollars for USD), as the current-sponsors view shows them.",
  }),
  valueCents: z.number(),
  currency: z.string(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  activationTypes: z.array(z.string()),
  isSample: z.boolean().meta({ description: "A seeded sample deal: read-only." }),
  isSourced: z.boolean().meta({
    description: "A real deal from the market data (with its source): read-only.",
  }),
  source: dealSourceSchema.nullable().meta({
    description: "Where a sourced deal was reported; null for users' and sample deals.",
  }),
  property: z.string().nullable().meta({
    description: "The market property of a sourced deal: the league, or a team or event of it.",
  }),
  propertyKind: z.enum(MARKET_PROPERTY_KINDS).nullable(),
  reportedProperty: z
    .string()
    .nullable()
    .meta({ description: "The property as the source spells it." }),
  reportedFrom: z.string().nullable().meta({ description: 'Period as reported ("2025-26").' }),
  reportedTo: z.string().nullable(),
  valueReported: z.boolean().meta({
    description:
      "Whether the value is known: a user's or sample deal's value, or a value a source reported. " +
      "When false, `value` is 0 and means not disclosed.",
  }),
  reportedValue: reportedValueSchema.nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  conflicts: z.array(exclusivityConflictSchema).meta({
    description: "Live deals and event links this deal clashes with on category exclusivity.",
  }),
});
export type SponsorDeal = z.infer<typeof sponsorDealSchema>;

export const DEAL_MESSAGES = {
  nameRequired: "Sponsor name is required",
  levelRequired: "Sponsorship level is required",
  brandRequired: "Choose the event brand this deal belongs to",
  brandMissing: "The event brand does not exist",
  sponsorMissing: "The sponsor brand does not exist in the catalogue",
  industryRequired: "Choose the sponsor's industry",
  valueRequired: "Enter the deal value, e.g. 2,500,000",
  valueBoth: "Send the deal value once: either value or valueCents",
  endBeforeStart: "The end date cannot be before the start date",
  sampleReadOnly:
    "Sample deals are read-only: they illustrate the product. Add your own deal to track a sponsor.",
  sourcedReadOnly:
    "Sourced deals are read-only: they are the market as reported. Add your own deal to track a sponsor.",
  notFound: "Deal not found",
  conflicts: "This deal clashes with exclusive rights in its category.",
} as const;

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .meta({ format: "date" })
    .superRefine(
      dateRule({ label, format: `${label} must be a valid date (YYYY-MM-DD)`, allowEmpty: true }),
    )
    .nullish()
    .transform((value) => value || null);

const industry = z
  .string({ error: "Industry must be text" })
  .trim()
  .refine((value) => value === "" || (INDUSTRIES as readonly string[]).includes(value), {
    error: "Industry must be one of the listed industries",
  })
  .nullish()
  .transform((value) => value || null);

const fields = {
  sponsorName: nameSchema({
    required: false,
    tooLong: "Sponsor name must be at most 255 characters",
    typeError: "Sponsor name must be text",
  }).optional(),
  sponsorBrandId: bodyId("sponsorBrandId", {
    error: "sponsorBrandId must be a positive whole number",
  }).nullish(),
  industry,
  sponsorshipLevel: z
    .string({ error: DEAL_MESSAGES.levelRequired })
    .trim()
    .min(1, { error: DEAL_MESSAGES.levelRequired })
    .max(100, { error: "Sponsorship level must be at most 100 characters" }),
  isExclusive: z.boolean({ error: "isExclusive must be true or false" }),
  status: z.enum(DEAL_STATUSES, { error: "Status must be Active, Pending or Expired" }),
  value: moneyUnits("Deal value"),
  valueCents: z
    .number({ error: "valueCents must be a whole number of cents" })
    .int({ error: "valueCents must be a whole number of cents" })
    .nonnegative({ error: "Deal value cannot be negative" })
    .max(MAX_VALUE_CENTS, { error: "Deal value is too large" }),
  currency: currencyCode,
  startDate: isoDate("Start date"),
  endDate: isoDate("End date"),
  activationTypes: z
    .array(
      z
        .string({ error: "Each activation type must be text" })
        .trim()
        .min(1, { error: "Activation types cannot be empty" })
        .max(60, { error: "Activation types must be at most 60 characters" }),
      { error: "activationTypes must be a list of text" },
    )
    .max(20, { error: "At most 20 activation types" })
    .transform((list) => [...new Set(list)]),
  /** Save although the deal clashes with exclusive rights (the form's "Save anyway"). */
  acknowledgeConflicts: z.boolean({ error: "acknowledgeConflicts must be true or false" }),
};

const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;

const onlyOneValue = (value: { value?: number; valueCents?: number }) =>
  value.value === undefined || value.valueCents === undefined;

/** POST /api/sponsor-deals. Money as `value` (dollars, 2 decimals) or `valueCents`. */
export const dealCreateSchema = z
  .object({
    eventBrandId: bodyId("eventBrandId", { error: DEAL_MESSAGES.brandRequired }),
    ...fields,
    isExclusive: fields.isExclusive.default(false),
    status: fields.status.default("Pending"),
    value: fields.value.optional(),
    valueCents: fields.valueCents.optional(),
    currency: fields.currency.default("USD"),
    activationTypes: fields.activationTypes.default([]),
    acknowledgeConflicts: fields.acknowledgeConflicts.default(false),
  })
  .strict()
  .refine((v) => Boolean(v.sponsorName) || Boolean(v.sponsorBrandId), {
    error: DEAL_MESSAGES.nameRequired,
    path: ["sponsorName"],
  })
  .refine((v) => v.value !== undefined || v.valueCents !== undefined, {
    error: DEAL_MESSAGES.valueRequired,
    path: ["value"],
  })
  .refine(onlyOneValue, { error: DEAL_MESSAGES.valueBoth, path: ["valueCents"] })
  .refine(endNotBeforeStart, { error: DEAL_MESSAGES.endBeforeStart, path: ["endDate"] });
export type DealCreateInput = z.infer<typeof dealCreateSchema>;
export type DealCreateBody = z.input<typeof dealCreateSchema>;

/** PATCH /api/sponsor-deals/{id}: any field; date order is checked against the stored dates. */
export const dealUpdateSchema = patchSchema(
  {
    ...fields,
    sponsorName: nameSchema({
      required: DEAL_MESSAGES.nameRequired,
      tooLong: "Sponsor name must be at most 255 characters",
      typeError: "Sponsor name must be text",
    }),
  },
  ["acknowledgeConflicts"],
)
  .refine(onlyOneValue, { error: DEAL_MESSAGES.valueBoth, path: ["valueCents"] })
  .refine(endNotBeforeStart, { error: DEAL_MESSAGES.endBeforeStart, path: ["endDate"] });
export type DealUpdateInput = z.infer<typeof dealUpdateSchema>;
export type DealUpdateBody = z.input<typeof dealUpdateSchema>;

/**
 * The Add Sponsor / Edit form: the API's rules on the fields a person types, with the value as
 * the typed text (the form reads it as money when it submits) and "" for no industry or date.
 */
export const dealFormSchema = z
  .object({
    sponsorName: z.string(),
    sponsorBrandId: z.number().nullable(),
    industry: z.string(),
    sponsorshipLevel: fields.sponsorshipLevel,
    isExclusive: fields.isExclusive,
    status: fields.status,
    value: z.string(),
    currency: fields.currency,
    startDate: z.string(),
    endDate: z.string(),
    activationTypes: z.array(z.string()),
  })
  .refine((v) => Boolean(v.sponsorName.trim()) || Boolean(v.sponsorBrandId), {
    error: DEAL_MESSAGES.nameRequired,
    path: ["sponsorName"],
  })
  .refine(endNotBeforeStart, { error: DEAL_MESSAGES.endBeforeStart, path: ["endDate"] });
export type DealFormValues = z.input<typeof dealFormSchema>;

/** Cents from whichever form the body used; undefined when it sent neither. */
export function centsOf(input: { value?: number; valueCents?: number }): number | undefined {
  if (input.valueCents !== undefined) return input.valueCents;
  if (input.value !== undefined) return centsOfUnits(input.value);
  return undefined;
}

export const dealListQuery = z.object({
  eventBrandId: numericId("eventBrandId"),
  status: z
    .enum([...DEAL_STATUSES, "All"], { error: "status must be Active, Pending, Expired or All" })
    .optional(),
  search: z
    .string()
    .trim()
    .max(MAX_DEAL_SEARCH, { error: `search must be at most ${MAX_DEAL_SEARCH} characters` })
    .optional(),
  _t: z.string().optional(),
});
export type DealListQuery = z.infer<typeof dealListQuery>;

const groupCards = (label: string, fallback: number) =>
  wholeNumber(label, {
    coerce: true,
    min: 1,
    max: MAX_DEAL_GROUP_CARDS,
    error: `${label} must be a whole number from 1 to ${MAX_DEAL_GROUP_CARDS}`,
  }).default(fallback);

/** GET /api/sponsor-deals/overview: the list's filters plus how many cards of each group. */
export const dealOverviewQuery = dealListQuery.extend({
  premium: groupCards("premium", DEAL_GROUP_STEP.premium),
  standard: groupCards("standard", DEAL_GROUP_STEP.standard),
});
export type DealOverviewQuery = z.infer<typeof dealOverviewQuery>;

/** A deal as a card of the overview shows it: its first conflicts in full, and how many in all. */
export const dealCardSchema = sponsorDealSchema.extend({
  conflicts: sponsorDealSchema.shape.conflicts.meta({
    description: `The first ${CARD_CONFLICTS} exclusivity conflicts (conflictCount has them all).`,
  }),
  conflictCount: z.number().meta({ description: "How many exclusivity conflicts the deal has." }),
});
export type DealCardData = z.infer<typeof dealCardSchema>;

const dealGroupSchema = z.object({
  items: z.array(dealCardSchema).meta({ description: "The first cards, in the list's order." }),
  total: z.number().meta({ description: "Deals in the group after the status and search." }),
});

/** The current-sponsors page's view of a property's deals. */
export const dealOverviewSchema = z.object({
  stats: z
    .object({
      total: z.number(),
      samples: z.number().meta({ description: "Seeded sample deals among them." }),
      active: z.number(),
      activeValueCents: z.number().meta({
        description:
          "Sum of the active deals' US-dollar values (a sourced deal's is its source's approximation); " +
          "deals without a known value are left out, never counted as 0.",
      }),
      activeValued: z.number().meta({ description: "Active deals counted in activeValueCents." }),
      pending: z.number(),
      conflicted: z.number().meta({ description: "Deals with an exclusivity conflict." }),
    })
    .meta({ description: "Over every deal of the property, whatever the filters." }),
  counts: z
    .object({ All: z.number(), Active: z.number(), Pending: z.number(), Expired: z.number() })
    .meta({ description: "Deals per status tab after the search." }),
  premium: dealGroupSchema.meta({ description: "Title, Presenting and Diamond levels." }),
  standard: dealGroupSchema.meta({ description: "Every other level." }),
  coverage: z
    .object({
      sourced: z.boolean().meta({ description: "Whether the market data covers the property." }),
      sourcedDeals: z.number(),
      sampleDeals: z.number(),
      credit: z.string().nullable().meta({
        description: "The credit line to show with sourced deals; null without any.",
      }),
    })
    .meta({ description: "Whether real, sourced deals exist for the property, and their credit." }),
});
export type DealOverview = z.infer<typeof dealOverviewSchema>;

/** A catalogue brand offered by the deal form's sponsor picker. */
export const sponsorOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  industry: z.string().nullable(),
  logo: z.string().nullable(),
});
export type SponsorOption = z.infer<typeof sponsorOptionSchema>;

export const sponsorOptionsQuery = z.object({
  search: z
    .string({ error: "search is required" })
    .trim()
    .min(1, { error: "search is required" })
    .max(100, { error: "search must be at most 100 characters" }),
});

/** The 409 body's details: what the deal clashes with. */
export interface DealConflictDetails {
  conflicts: ExclusivityConflict[];
}
