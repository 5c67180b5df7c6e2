import { z } from "zod";
import { bodyId, nameSchema, numericId, patchSchema, wholeNumber } from "./common";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BANDS,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INDUSTRIES,
  INTERESTS,
  REGIONS,
  sponsorProfileSchema,
  type CompanyScale,
  type SponsorProfile,
  type SportsSponsorship,
} from "@/lib/shared/profile";
import {
  DEFAULT_DISCOVERY_TAB,
  DEFAULT_MIN_MATCH,
  DISCOVERY_SORT_KEYS,
  DISCOVERY_TAB_VALUES,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import { optionalText } from "./user";
import { MAX_PAGE, MAX_PAGE_SIZE } from "@/lib/shared/paging";
import { FAVORITE_NOTES_MAX } from "@/lib/shared/watchlist";

export interface AnnualRevenue {
  amountUsd: number;
  year: number;
  isEstimate: boolean;
  source: string;
}

export interface MatchScoresView {
  matchPercentage: number;
  audienceMatch: number;
  valueMatch: number;
  brandValueMatch: number;
}

/** A sponsor brand as lists show it (a summary). */
export interface SponsorBrandSummary {
  id: number;
  name: string;
  industry: string | null;
  headquarters: string | null;
  logo: string | null;
  overview: string | null;
  createdAt: string;
  data: {
    overview: string | null;
    /** Display text, e.g. "$11.5B (2024, estimate)". */
    revenue: string | null;
    annualRevenue: AnnualRevenue | null;
    /** Display text of the estimated sports-sponsorship budget. */
    marketingBudget: string | null;
    previousSponsorships: SportsSponsorship[];
    matchPercentage: number | null;
    lastDeepResearchDate: string | null;
    website: string | null;
  };
  /** Scores for the requested context; null without one. */
  match: MatchScoresView | null;
  isFollowed: boolean;
}

export interface MatchReasonView {
  factor: string;
  impact: number;
  text: string;
}

export interface MatchContextView {
  type: "event-brand" | "specific-event";
  id: number;
  name: string;
  eventBrand: { id: number; name: string; logoUrl: string | null };
  event: {
    id: number;
    name: string;
    startDate: string | null;
    endDate: string | null;
    locationName: string | null;
    locationCountry: string | null;
  } | null;
}

/** Where a catalogue row came from (`sponsor_brands.source`). */
export type CatalogueSource = "curated" | "reference" | "import" | "user";

/** The reference dataset a company's facts come from, with the company as listed there. */
export interface ReferenceDatasetView {
  name: string;
  url: string;
  /** ISO date of the dataset. */
  date: string;
  listedName: string | null;
  sector: string | null;
  industry: string | null;
  inSp500: boolean;
}

/** A sponsor's identity and provenance, as the detail page's Overview shows them. */
export interface CatalogueFactsView {
  source: CatalogueSource;
  /** Reference companies and curated brands merged with one; null otherwise. */
  dataset: ReferenceDatasetView | null;
  website: string | null;
  domain: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  city: string | null;
  marketCapBand: CompanyScale | null;
  /** "Large cap ($10B–$200B)": shown as such where revenue is not known. */
  marketCapLabel: string | null;
  /** True when the matching profile was derived by rules: every field of it is an estimate. */
  profileIsEstimate: boolean;
}

/** The detail's `data`: the summary's, plus the stored deep research (null until researched). */
export type SponsorDetailData = SponsorBrandSummary["data"] & { deepResearch: unknown };

export interface SponsorBrandDetail extends Omit<SponsorBrandSummary, "data"> {
  data: SponsorDetailData;
  catalogue: CatalogueFactsView;
  profile: SponsorProfile | null;
  budgetBandLabel: string | null;
  matchDetail:
    | (MatchScoresView & {
        confidence: "high" | "low";
        reasons: MatchReasonView[];
        context: MatchContextView;
      })
    | null;
  customLogoUrl: string | null;
  createdBy: number | null;
}

/** A row of sponsor discovery: one sponsor's scores for one context. */
export interface SponsorMatch extends MatchScoresView {
  id: number;
  name: string;
  industry: string | null;
  logoUrl: string | null;
  annualRevenue: string | null;
  recentSponsors: string[];
}

/** The state of a context's ranking: reads answer from the last complete one. */
export interface RankingView {
  /** "ranking": a new run is under way; "stale": one is due. */
  status: "ready" | "stale" | "ranking";
  /** Percent of the run under way. */
  progress: number;
  rankedAt: string | null;
  sponsorCount: number;
}

export interface DiscoveryResult {
  context: MatchContextView;
  ranking: RankingView;
  /** When the ranking shown was computed. */
  computedAt: string;
  /** Every sponsor ranked for the context. */
  total: number;
  /** The best matches, whatever the filters (Context-Relevant Sponsors). */
  top: SponsorMatch[];
  /** The industries of the catalogue, alphabetical (the Industry Filter's choices). */
  industries: string[];
  /** Sponsors passing the filters, per tab ("all" is every band). */
  counts: Record<DiscoveryTab, number>;
  /** One page of the chosen tab, in the chosen order. */
  sponsors: SponsorMatch[];
  page: number;
  pageSize: number;
}

export const SPONSOR_SORTS = ["match", "name", "industry", "recent"] as const;
export const SPONSOR_PAGE_SIZES = [12, 24, 48, 100] as const;

/** The context a match is computed for: a specific event wins over a brand. */
export const matchContextQuery = z.object({
  eventBrandId: numericId("eventBrandId").optional(),
  specificEventId: numericId("specificEventId").optional(),
});

export const DISCOVERY_PAGE_SIZE = 24;

/** ?page= and ?pageSize= of the paged sponsor lists; a refusal names the allowed range. */
const pageParam = wholeNumber("page", {
  coerce: true,
  min: 1,
  max: MAX_PAGE,
  error: `page must be a whole number from 1 to ${MAX_PAGE}`,
});
const pageSizeParam = wholeNumber("pageSize", {
  coerce: true,
  min: 1,
  max: MAX_PAGE_SIZE,
  error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
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
    .default(DEFAULT_DISCOVERY_TAB),
  page: pageParam.default(1),
  pageSize: pageSizeParam.default(DISCOVERY_PAGE_SIZE),
});
export type DiscoveryQuery = z.infer<typeof discoveryQuery>;

export const sponsorListQuery = matchContextQuery.extend({
  page: pageParam.default(1),
  pageSize: pageSizeParam.default(100),
  sort: z
    .enum(SPONSOR_SORTS, { error: `sort must be one of: ${SPONSOR_SORTS.join(", ")}` })
    .default("match"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).optional(),
  search: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(100).optional(),
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
export type FavoriteView = SponsorBrandSummary & { followedAt: string; notes: string | null };
