import { DISCOVERY_PAGE_SIZE, SPONSOR_SORTS } from "@/lib/shared/sponsor-list-options";
import { z } from "zod";
import { bodyId, nameSchema, numericId, patchSchema, wholeNumber } from "./common";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BANDS,
  COMPANY_SCALES,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INDUSTRIES,
  INTERESTS,
  REGIONS,
} from "@/lib/shared/profile";
import { sponsorProfileSchema, sportsSponsorshipSchema } from "@/lib/shared/schemas/profile";
import {
  DEFAULT_MIN_MATCH,
  DISCOVERY_SORT_KEYS,
  DISCOVERY_TAB_VALUES,
} from "@/lib/shared/discovery-filters";
import { dealSourceSchema, reportedValueSchema } from "./market-deal";
import { optionalText } from "./user";
import { MAX_PAGE_SIZE } from "@/lib/shared/paging";
import { pageParams } from "@/lib/shared/schemas/paged";
import { FAVORITE_NOTES_MAX } from "@/lib/shared/watchlist";

export const annualRevenueSchema = z.object({
  amountUsd: z.number(),
  year: z.number(),
  isEstimate: z.boolean(),
  source: z.string(),
});
export type AnnualRevenue = z.infer<typeof annualRevenueSchema>;

/** A match percentage and its three sub-scores, each 0 to 100. */
export const matchScoresViewSchema = z.object({
  matchPercentage: z.number().meta({ description: "Overall match, 0 to 100." }),
  audienceMatch: z.number().meta({ description: "Audience fit, 0 to 100." }),
  valueMatch: z.number().meta({ description: "Commercial fit (budget against tier), 0 to 100." }),
  brandValueMatch: z.number().meta({ description: "Shared brand values, 0 to 100." }),
});
export type MatchScoresView = z.infer<typeof matchScoresViewSchema>;

/** A sponsor brand as lists show it (a summary). */
export const sponsorBrandSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  industry: z.string().nullable(),
  headquarters: z.string().nullable(),
  logo: z.string().nullable(),
  overview: z.string().nullable(),
  createdAt: z.iso.datetime(),
  data: z.object({
    overview: z.string().nullable(),
    revenue: z
      .string()
      .nullable()
      .meta({ description: 'Display text, e.g. "$11.5B (2024, estimate)".' }),
    annualRevenue: annualRevenueSchema.nullable(),
    marketingBudget: z
      .string()
      .nullable()
      .meta({ description: "Display text of the estimated sports-sponsorship budget." }),
    previousSponsorships: z.array(sportsSponsorshipSchema),
    matchPercentage: z.number().nullable(),
    lastDeepResearchDate: z.string().nullable(),
    website: z.string().nullable(),
  }),
  match: matchScoresViewSchema
    .nullable()
    .meta({ description: "Scores for the requested context; null without one." }),
  isFollowed: z.boolean().meta({ description: "The signed-in user follows this brand." }),
  isCurrentPartner: z.boolean().meta({
    description:
      "The brand holds a live deal with the requested context's property (its own deals or the sourced deals of its league, teams and events); false without a context.",
  }),
});
export type SponsorBrandSummary = z.infer<typeof sponsorBrandSummarySchema>;

export const matchReasonLinkSchema = z.object({
  label: z.string().meta({ description: "Words of the reason's text the link stands on." }),
  url: z.string().meta({ description: "The evidence: a sourced deal's source address." }),
});
export type MatchReasonLink = z.infer<typeof matchReasonLinkSchema>;

export const matchReasonViewSchema = z.object({
  factor: z.string(),
  impact: z.number(),
  text: z.string(),
  links: z.array(matchReasonLinkSchema).optional().meta({
    description:
      "The evidence the text names, each linked to its source (a track-record reason's properties); absent when there is none.",
  }),
});
export type MatchReasonView = z.infer<typeof matchReasonViewSchema>;

export const matchContextViewSchema = z.object({
  type: z.enum(["event-brand", "specific-event"]),
  id: z.number(),
  name: z.string(),
  eventBrand: z.object({ id: z.number(), name: z.string(), logoUrl: z.string().nullable() }),
  event: z
    .object({
      id: z.number(),
      name: z.string(),
      startDate: z.iso.date().nullable(),
      endDate: z.iso.date().nullable(),
      locationName: z.string().nullable(),
      locationCountry: z.string().nullable(),
    })
    .nullable(),
});
export type MatchContextView = z.infer<typeof matchContextViewSchema>;

/** Where a catalogue row came from (`sponsor_brands.source`). */
export const CATALOGUE_SOURCES = ["curated", "reference", "import", "user", "market"] as const;
export type CatalogueSource = (typeof CATALOGUE_SOURCES)[number];
const SOURCE_MESSAGE = `source must be one or more of: ${CATALOGUE_SOURCES.join(", ")} (comma-separated)`;

/** The reference dataset a company's facts come from, with the company as listed there. */
export const referenceDatasetViewSchema = z.object({
  name: z.string(),
  url: z.string(),
  date: z.string().meta({ description: "ISO date of the dataset." }),
  listedName: z.string().nullable(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  inSp500: z.boolean(),
});
export type ReferenceDatasetView = z.infer<typeof referenceDatasetViewSchema>;

/** A sponsor's identity and provenance, as the detail page's Overview shows them. */
export const catalogueFactsViewSchema = z.object({
  source: z.enum(CATALOGUE_SOURCES),
  dataset: referenceDatasetViewSchema.nullable().meta({
    description: "Reference companies and curated brands merged with one; null otherwise.",
  }),
  website: z.string().nullable(),
  domain: z.string().nullable(),
  country: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2." }),
  city: z.string().nullable(),
  marketCapBand: z.enum(COMPANY_SCALES).nullable(),
  marketCapLabel: z.string().nullable().meta({
    description: '"Large cap ($10B–$200B)": shown as such where revenue is not known.',
  }),
  profileIsEstimate: z.boolean().meta({
    description: "The matching profile was derived by rules: every field of it is an estimate.",
  }),
});
export type CatalogueFactsView = z.infer<typeof catalogueFactsViewSchema>;

/** The detail's `data`: the summary's, plus the stored deep research (null until researched). */
export const sponsorDetailDataSchema = sponsorBrandSummarySchema.shape.data.extend({
  deepResearch: z
    .unknown()
    .meta({ description: "The stored deep research; null until researched." }),
});
export type SponsorDetailData = z.infer<typeof sponsorDetailDataSchema>;

/** One of a brand's sourced deals of the market: its sponsorship track record. */
export const knownDealSchema = z.object({
  property: z.string().meta({ description: "The league, team or event sponsored." }),
  propertyKind: z.string().meta({ description: '"league", "team" or "event".' }),
  sport: z.string(),
  level: z.string().meta({ description: "The tier or placement, in the source's words." }),
  status: z.string(),
  years: z
    .string()
    .nullable()
    .meta({ description: 'The reported years: "2023–2026", "from 2024"; null when not reported.' }),
  source: dealSourceSchema.nullable(),
  value: reportedValueSchema
    .nullable()
    .meta({ description: "The value as its source reported it; null when none was reported." }),
});
export type KnownDeal = z.infer<typeof knownDealSchema>;

export const sponsorBrandDetailSchema = sponsorBrandSummarySchema.extend({
  data: sponsorDetailDataSchema,
  catalogue: catalogueFactsViewSchema,
  profile: sponsorProfileSchema.nullable(),
  budgetBandLabel: z.string().nullable(),
  matchDetail: matchScoresViewSchema
    .extend({
      confidence: z.enum(["high", "low"]).meta({
        description: "Low when a profile is missing: the match is then a neutral placeholder.",
      }),
      reasons: z.array(matchReasonViewSchema),
      context: matchContextViewSchema,
    })
    .nullable()
    .meta({ description: "The match for ?eventBrandId or ?specificEventId; null without one." }),
  customLogoUrl: z.string().nullable().meta({ description: "The logo mockups use first." }),
  createdBy: z.number().nullable(),
  knownDeals: z.array(knownDealSchema).meta({
    description: "The brand's sourced deals of the market (its track record), newest first.",
  }),
});
export type SponsorBrandDetail = z.infer<typeof sponsorBrandDetailSchema>;

/** A row of sponsor discovery: one sponsor's scores for one context. */
export const sponsorMatchSchema = matchScoresViewSchema.extend({
  id: z.number(),
  name: z.string(),
  industry: z.string().nullable(),
  logoUrl: z.string().nullable(),
  annualRevenue: z.string().nullable().meta({ description: "Display text of the revenue." }),
  recentSponsors: z
    .array(z.string())
    .meta({ description: "Properties the brand sponsored, most recent first." }),
  isCurrentPartner: z.boolean().meta({
    description: "The brand holds a live deal with the context's property.",
  }),
});
export type SponsorMatch = z.infer<typeof sponsorMatchSchema>;

/** The state of a context's ranking: reads answer from the last complete one. */
export const rankingViewSchema = z.object({
  status: z
    .enum(["ready", "stale", "ranking"])
    .meta({ description: '"ranking": a new run is under way; "stale": one is due.' }),
  progress: z.number().meta({ description: "Percent of the run under way." }),
  rankedAt: z.iso.datetime().nullable(),
  sponsorCount: z.number(),
});
export type RankingView = z.infer<typeof rankingViewSchema>;

export const discoveryResultSchema = z.object({
  context: matchContextViewSchema,
  ranking: rankingViewSchema,
  computedAt: z.iso.datetime().meta({ description: "When the ranking shown was computed." }),
  total: z.number().meta({ description: "Every sponsor ranked for the context." }),
  top: z.array(sponsorMatchSchema).meta({ description: "The best matches, whatever the filters." }),
  industries: z
    .array(z.string())
    .meta({ description: "The industries of the catalogue, alphabetical (the filter's choices)." }),
  counts: z
    .record(z.enum(DISCOVERY_TAB_VALUES), z.number())
    .meta({ description: 'Sponsors passing the filters, per tab ("all" is every band).' }),
  tab: z
    .enum(DISCOVERY_TAB_VALUES)
    .meta({ description: "The tab shown: the one asked for, else the first holding results." }),
  sponsors: z
    .array(sponsorMatchSchema)
    .meta({ description: "One page of the tab shown, in the chosen order." }),
  page: z.number(),
  pageSize: z.number(),
});
export type DiscoveryResult = z.infer<typeof discoveryResultSchema>;

/** POST /api/sponsor-discovery/refresh (202): the ranking's state and the job ranking again. */
export const discoveryRefreshSchema = z.object({
  ranking: rankingViewSchema,
  jobId: z.string().nullable(),
});

/** POST /api/sponsor-brands/{id}/upload-logo. */
export const sponsorLogoSchema = z.object({ logoUrl: z.string() });

/** POST, DELETE /api/sponsor-brands/{id}/custom-logo. */
export const customLogoSchema = z.object({ customLogoUrl: z.string().nullable() });

/** POST /api/sponsor-brands/{id}/match-analysis. */
export const matchAnalysisAnswerSchema = z.object({
  recorded: z.boolean().meta({
    description: "Whether the sponsor's progress for the property now has its match analysis.",
  }),
  eventBrandId: z.number(),
  reason: z
    .string()
    .nullable()
    .meta({ description: "Why nothing was recorded, when nothing was." }),
});
export type MatchAnalysisAnswer = z.infer<typeof matchAnalysisAnswerSchema>;

/** A yes/no query flag: "true" or "false", absent meaning no. */
export const queryFlag = (label: string) =>
  z
    .enum(["true", "false"], { error: `${label} must be true or false` })
    .optional()
    .transform((value) => value === "true");

/** The context a match is computed for: a specific event wins over a brand. */
export const matchContextQuery = z.object({
  eventBrandId: numericId("eventBrandId").optional(),
  specificEventId: numericId("specificEventId").optional(),
});

/** Sponsor discovery: the context, the filters, the tab and the page. */
/** The context of a request body (POST /api/sponsor-brands/{id}/match-analysis). */
export const matchContextBody = z.object({
  eventBrandId: bodyId("eventBrandId", { coerce: true }).optional(),
  specificEventId: bodyId("specificEventId", { coerce: true }).optional(),
});

export const discoveryQuery = matchContextQuery.extend({
  search: z
    .string()
    .trim()
    .max(100, { error: "search must be at most 100 characters" })
    .default(""),
  minMatch: wholeNumber("minMatch", {
    coerce: true,
    min: 0,
    max: 100,
    minError: "minMatch must be between 0 and 100",
    maxError: "minMatch must be between 0 and 100",
  }).default(DEFAULT_MIN_MATCH),
  /** Industries joined by "|" (names contain commas); none means every industry. */
  industries: z
    .string()
    .max(5_000, { error: "industries is too long" })
    .default("")
    .transform((value) =>
      [...new Set(value.split("|").map((name) => name.trim()))].filter(Boolean).slice(0, 200),
    ),
  sortBy: z
    .enum(DISCOVERY_SORT_KEYS, {
      error: `sortBy must be one of: ${DISCOVERY_SORT_KEYS.join(", ")}`,
    })
    .default("matchPercentage"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc"),
  tab: z
    .enum(DISCOVERY_TAB_VALUES, { error: `tab must be one of: ${DISCOVERY_TAB_VALUES.join(", ")}` })
    .optional()
    .meta({ description: "Without one: the first tab holding results (excellent when none)." }),
  includeCurrentPartners: queryFlag("includeCurrentPartners").meta({
    description:
      "true: the property's current partners are listed among the prospects (marked); by default they are left out of the matches, the counts and the pages.",
  }),
  ...pageParams({ defaultSize: DISCOVERY_PAGE_SIZE }),
});
export type DiscoveryQuery = z.infer<typeof discoveryQuery>;

export const sponsorListQuery = matchContextQuery.extend({
  ...pageParams({ defaultSize: MAX_PAGE_SIZE }),
  sort: z
    .enum(SPONSOR_SORTS, { error: `sort must be one of: ${SPONSOR_SORTS.join(", ")}` })
    .default("match"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).optional(),
  search: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(100).optional(),
  /** Only rows of these origins, comma-separated ("user,import": what people added). */
  source: z
    .string()
    .max(100)
    .transform((value, ctx) => {
      if (value.trim() === "") return undefined;
      const sources = [...new Set(value.split(",").map((item) => item.trim()))];
      if (sources.every((item) => (CATALOGUE_SOURCES as readonly string[]).includes(item)))
        return sources as CatalogueSource[];
      ctx.addIssue({ code: "custom", message: SOURCE_MESSAGE });
      return z.NEVER;
    })
    .optional()
    .meta({ description: `Comma-separated: ${CATALOGUE_SOURCES.join(", ")}.` }),
  excludeCurrentPartners: queryFlag("excludeCurrentPartners").meta({
    description:
      "true: the context property's current partners are left out (the dashboard's Top Sponsor Matches); by default they are listed and marked.",
  }),
  _t: z.string().optional(),
});
export type SponsorListQuery = z.infer<typeof sponsorListQuery>;

export const SPONSOR_MESSAGES = {
  nameRequired: "Sponsor name is required",
  duplicate: "A sponsor brand with this name already exists",
} as const;

const revenueInput = z.object({
  amountUsd: z
    .number({ error: "Revenue must be a number of US dollars" })
    .positive({ error: "Revenue must be positive" })
    .max(5e12),
  year: wholeNumber("Revenue year", { min: 1990, max: 2100, error: "Revenue year must be a year" }),
  isEstimate: z.boolean().default(true),
  source: z.string().trim().max(200).default("Entered by a user"),
});

/**
 * The sponsor form (add and edit): the name by the API's rule; the other fields as the form holds
 * them (text stays text until the form builds the request body, which the server checks).
 */
export const sponsorFormSchema = z.object({
  name: nameSchema({
    required: SPONSOR_MESSAGES.nameRequired,
    tooLong: "Sponsor name must be at most 255 characters",
  }),
  industry: z.string(),
  headquarters: z.string(),
  website: z.string(),
  overview: z.string(),
  revenueMillions: z.string(),
  revenueYear: z.string(),
  revenueIsEstimate: z.boolean(),
  budgetBand: z.enum([...BUDGET_BANDS, ""]),
  regions: z.array(z.enum(REGIONS)),
  countries: z.string(),
  ageBands: z.array(z.enum(AGE_BANDS)),
  genderSkew: z.enum([...GENDER_SKEWS, ""]),
  income: z.enum([...INCOME_LEVELS, ""]),
  interests: z.array(z.enum(INTERESTS)),
  brandValues: z.array(z.enum(BRAND_VALUES)),
  sponsorships: z.array(z.object({ property: z.string(), sport: z.string(), since: z.string() })),
});
export type SponsorFormState = z.input<typeof sponsorFormSchema>;

const sponsorFields = {
  name: nameSchema({
    required: SPONSOR_MESSAGES.nameRequired,
    tooLong: "Sponsor name must be at most 255 characters",
  }),
  industry: z.enum(INDUSTRIES, { error: "Choose an industry from the list" }).nullish(),
  headquarters: optionalText(255, "Headquarters"),
  website: optionalText(500, "Website"),
  overview: optionalText(5000, "Overview"),
  annualRevenue: revenueInput.nullish(),
  /** Without a complete profile, matches are a neutral, low-confidence placeholder. */
  profile: sponsorProfileSchema.nullish(),
};

export const sponsorCreateSchema = z.object(sponsorFields);
export type SponsorCreateInput = z.infer<typeof sponsorCreateSchema>;
export type SponsorCreateBody = z.input<typeof sponsorCreateSchema>;

export const sponsorUpdateSchema = patchSchema(sponsorFields);
export type SponsorUpdateInput = z.infer<typeof sponsorUpdateSchema>;
export type SponsorUpdateBody = z.input<typeof sponsorUpdateSchema>;

const favoriteNotes = z
  .string()
  .trim()
  .max(FAVORITE_NOTES_MAX, { error: `notes must be at most ${FAVORITE_NOTES_MAX} characters` });

export const favoriteCreateSchema = z.object({
  sponsorBrandId: bodyId("sponsorBrandId"),
  notes: favoriteNotes.nullish(),
});

/** PATCH /api/user-favorites/{sponsorBrandId}: the watchlist note; empty or null clears it. */
export const favoriteUpdateSchema = z.object({ notes: favoriteNotes.nullable() });
export type FavoriteUpdateBody = z.infer<typeof favoriteUpdateSchema>;

/** A followed brand on the watchlist, with when it was followed and the user's note. */
export const favoriteViewSchema = sponsorBrandSummarySchema.extend({
  followedAt: z.iso.datetime(),
  notes: z.string().nullable(),
});
export type FavoriteView = z.infer<typeof favoriteViewSchema>;

/** POST /api/user-favorites (201): the followed brand. */
export const favoriteFollowSchema = z.object({ sponsor: sponsorBrandSummarySchema });

/** PATCH /api/user-favorites/{sponsorBrandId}: the note as stored. */
export const favoriteNotesSchema = z.object({
  sponsorBrandId: z.number(),
  notes: z.string().nullable(),
});
