import { z } from "zod";
import { numericId } from "./common";

/** One industry of the market. Money in US dollars. */
export interface IndustrySummary {
  industry: string;
  /** Distinct sponsors (by name) with a deal in the industry, at any property. */
  sponsorCount: number;
  dealCount: number;
  /** Average value of the industry's USD deals with a value; null when there are none. */
  avgDealValue: number | null;
  /** Year-on-year change in deals started (see `growthRate` in lib/shared/insights.ts). */
  growthRate: number | null;
  /** Deals of the requested property in this industry. */
  ownDealCount: number;
}

export interface GrowthPeriod {
  /** The last complete calendar year and the one before it. */
  current: number;
  previous: number;
}

export interface IndustrySummaries {
  eventBrandId: number;
  summaries: IndustrySummary[];
  growthPeriod: GrowthPeriod;
  totalDeals: number;
  /** Deals seeded as sample data among those counted. */
  sampleDeals: number;
}

export interface IndustryInsightNoData {
  industry: string;
  eventBrandId: number;
  hasData: false;
  message: string;
}

export interface IndustryInsightData {
  industry: string;
  eventBrandId: number;
  hasData: true;
  totalSponsors: number;
  dealCount: number;
  averageDealValue: number | null;
  marketAverageDealValue: number | null;
  growthRate: number | null;
  growthPeriod: GrowthPeriod & { currentDeals: number; previousDeals: number };
  /** Sponsors with a deal running during each year, ending with the current year. */
  sponsorCount: Array<{ year: number; count: number }>;
  /** Share of the industry's USD deals with a value in each fixed range (sums to 100). */
  dealValues: Array<{ range: string; percentage: number; count: number }>;
  /** Most deals started in the last 3 years; totalValue is those deals' USD value. */
  topSponsors: Array<{
    name: string;
    sponsorBrandId: number | null;
    deals: number;
    totalValue: number;
  }>;
  recentDeals: Array<{
    id: number;
    sponsor: string;
    property: string;
    eventBrandId: number;
    value: number;
    currency: string;
    date: string | null;
    status: string;
    isOwn: boolean;
  }>;
  trends: string[];
  ownDealCount: number;
  sampleDeals: number;
}

/** One industry's insight, or an honest "no data" answer. */
export type IndustryInsight = IndustryInsightNoData | IndustryInsightData;

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
