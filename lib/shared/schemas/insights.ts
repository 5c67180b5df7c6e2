import { z } from "zod";
import { numericId } from "./common";

const int = () => z.number().int();

/** How many of the counted deals carry a value, and the credit of the sourced data among them. */
const coverageFields = {
  valuedDeals: int().meta({ description: "Deals counted that have a US-dollar value." }),
  coverage: z.string().meta({ description: '"values reported for 38 of 112 deals"' }),
  credit: z.string().nullable().meta({
    description: "The credit line of the sourced market data, when any deal counted is sourced.",
  }),
};

/** One industry of the market. Money in US dollars. */
export const industrySummarySchema = z.object({
  industry: z.string(),
  /** Distinct sponsors (by name) with a deal in the industry, at any property. */
  sponsorCount: int(),
  dealCount: int(),
  /** Average value of the industry's USD deals with a value; null when there are none. */
  avgDealValue: z.number().nullable(),
  /** Year-on-year change in deals started (see `growthRate` in lib/shared/insights.ts). */
  growthRate: z.number().nullable(),
  /** Deals of the requested property in this industry. */
  ownDealCount: int(),
});
export type IndustrySummary = z.infer<typeof industrySummarySchema>;

export const growthPeriodSchema = z.object({
  /** The last complete calendar year and the one before it. */
  current: int(),
  previous: int(),
});
export type GrowthPeriod = z.infer<typeof growthPeriodSchema>;

export const industrySummariesSchema = z.object({
  eventBrandId: int(),
  summaries: z.array(industrySummarySchema),
  growthPeriod: growthPeriodSchema,
  totalDeals: int(),
  /** Deals seeded as sample data among those counted: always 0, samples are left out. */
  sampleDeals: int(),
  ...coverageFields,
});
export type IndustrySummaries = z.infer<typeof industrySummariesSchema>;

export const industryInsightNoDataSchema = z.object({
  industry: z.string(),
  eventBrandId: int(),
  hasData: z.literal(false),
  message: z.string(),
});
export type IndustryInsightNoData = z.infer<typeof industryInsightNoDataSchema>;

export const industryInsightDataSchema = z.object({
  industry: z.string(),
  eventBrandId: int(),
  hasData: z.literal(true),
  totalSponsors: int(),
  dealCount: int(),
  averageDealValue: z.number().nullable(),
  marketAverageDealValue: z.number().nullable(),
  growthRate: z.number().nullable(),
  growthPeriod: growthPeriodSchema.extend({ currentDeals: int(), previousDeals: int() }),
  /** Sponsors with a deal running during each year, ending with the current year. */
  sponsorCount: z.array(z.object({ year: int(), count: int() })),
  /** Share of the industry's USD deals with a value in each fixed range (sums to 100). */
  dealValues: z.array(z.object({ range: z.string(), percentage: z.number(), count: int() })),
  /** Most deals started in the last 3 years; totalValue is those deals' USD value. */
  topSponsors: z.array(
    z.object({
      name: z.string(),
      sponsorBrandId: int().nullable(),
      deals: int(),
      totalValue: z.number(),
    }),
  ),
  recentDeals: z.array(
    z.object({
      id: int(),
      sponsor: z.string(),
      property: z.string(),
      eventBrandId: int(),
      value: z.number(),
      currency: z.string(),
      date: z.string().nullable(),
      status: z.string(),
      isOwn: z.boolean(),
    }),
  ),
  trends: z.array(z.string()),
  ownDealCount: int(),
  /** Deals seeded as sample data among those counted: always 0, samples are left out. */
  sampleDeals: int(),
  ...coverageFields,
});
export type IndustryInsightData = z.infer<typeof industryInsightDataSchema>;

/** One industry's insight, or an honest "no data" answer. */
export const industryInsightSchema = z.discriminatedUnion("hasData", [
  industryInsightNoDataSchema,
  industryInsightDataSchema,
]);
export type IndustryInsight = z.infer<typeof industryInsightSchema>;

const eventBrandId = numericId("eventBrandId");

export const summariesQuery = z.object({ eventBrandId, _t: z.string().optional() });

export const insightQuery = z.object({
  eventBrandId,
  industry: z
    .string({ error: "industry is required" })
    .trim()
    .min(1, { error: "industry is required" })
    .max(100, { error: "industry must be at most 100 characters" }),
  _t: z.string().optional(),
});
