import { z } from "zod";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BANDS,
  COMPANY_SCALES,
  CONSUMER_REACHES,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INTERESTS,
  PROPERTY_TIERS,
  REGIONS,
} from "@/lib/shared/profile";

/**
 * The zod schemas of the profile vocabulary (lib/shared/profile.ts, plain lists that client code
 * imports without zod): a sponsor brand's and an event brand's stored profile.
 */

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { error: "Use an ISO 3166-1 alpha-2 country code" });

export const marketsSchema = z.object({
  /** "Global" brands list every region. */
  regions: z.array(z.enum(REGIONS)).min(1),
  /** Key countries, ISO 3166-1 alpha-2 (home market first). */
  countries: z.array(countryCode).default([]),
});
export type Markets = z.infer<typeof marketsSchema>;

export const audienceSchema = z.object({
  ageBands: z.array(z.enum(AGE_BANDS)).min(1),
  genderSkew: z.enum(GENDER_SKEWS),
  income: z.enum(INCOME_LEVELS),
  interests: z.array(z.enum(INTERESTS)).min(1),
});
export type AudienceProfile = z.infer<typeof audienceSchema>;

export const sportsSponsorshipSchema = z.object({
  property: z.string().min(1),
  sport: z.string().min(1),
  since: z.number().int().min(1900).max(2026).nullable(),
  /**
   * Where the deal was reported: set on the deals a brand's sourced market record adds before
   * scoring, so a reason can link its evidence. Optional, so profiles saved without it stay valid.
   */
  sourceUrl: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, { error: "sourceUrl must be a web address (http or https)" })
    .optional(),
});
export type SportsSponsorship = z.infer<typeof sportsSponsorshipSchema>;

/** The profile of a sponsor brand, as stored in `sponsor_brands.profile`. */
export const sponsorProfileSchema = z.object({
  budgetBand: z.enum(BUDGET_BANDS),
  budgetIsEstimate: z.boolean().default(true),
  markets: marketsSchema,
  audience: audienceSchema,
  brandValues: z.array(z.enum(BRAND_VALUES)).min(2).max(8),
  sportsSponsorships: z.array(sportsSponsorshipSchema).default([]),
  /** Company size; without it the engine reads it from the budget band. */
  scale: z.enum(COMPANY_SCALES).optional(),
  /** Without it the engine assumes the industry's usual reach (INDUSTRY_CONSUMER_REACH). */
  consumerReach: z.enum(CONSUMER_REACHES).optional(),
  /**
   * True when the whole profile was derived by rules from reference data (industry, country,
   * market-cap band) rather than researched: every field is then an estimate.
   */
  isEstimate: z.boolean().optional(),
});
export type SponsorProfile = z.infer<typeof sponsorProfileSchema>;

/** The profile of an event brand (a property), as stored in `event_brands.profile`. */
export const eventProfileSchema = z.object({
  sport: z.string().min(1),
  tier: z.enum(PROPERTY_TIERS),
  markets: marketsSchema,
  audience: audienceSchema,
  brandValues: z.array(z.enum(BRAND_VALUES)).min(2).max(8),
});
export type EventProfile = z.infer<typeof eventProfileSchema>;
