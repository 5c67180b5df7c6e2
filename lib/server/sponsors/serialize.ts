import "server-only";
import { sponsorBrands, type sponsorMatchScores } from "@/lib/server/db/schema";
import {
  BUDGET_BAND_RANGES_USD,
  BUDGET_BANDS,
  COMPANY_SCALE_LABELS,
  COMPANY_SCALES,
  type CompanyScale,
} from "@/lib/shared/profile";
import {
  sponsorProfileSchema,
  type SponsorProfile,
  type SportsSponsorship,
} from "@/lib/shared/schemas/profile";
import { formatUsdCompact } from "@/lib/shared/money";
import {
  CATALOGUE_SOURCES,
  type AnnualRevenue,
  type CatalogueFactsView,
  type CatalogueSource,
  type MatchScoresView,
  type ReferenceDatasetView,
  type SponsorBrandSummary,
  type SponsorMatch,
} from "@/lib/shared/schemas/sponsor";

/** The columns of a catalogue brand as a picker lists it (`SponsorOption`). */
export const sponsorOptionColumns = {
  id: sponsorBrands.id,
  name: sponsorBrands.name,
  industry: sponsorBrands.industry,
  logo: sponsorBrands.logo,
};

/** The columns the matching engine reads of a sponsor (the profile still to be parsed). */
export const matchSponsorColumns = {
  id: sponsorBrands.id,
  name: sponsorBrands.name,
  industry: sponsorBrands.industry,
  profile: sponsorBrands.profile,
};

type SponsorRow = typeof sponsorBrands.$inferSelect;
type ScoreRow = Pick<
  typeof sponsorMatchScores.$inferSelect,
  "matchPercentage" | "audienceMatch" | "valueMatch" | "brandValueMatch"
>;

export function profileOf(row: Pick<SponsorRow, "profile">): SponsorProfile | null {
  const parsed = sponsorProfileSchema.safeParse(row.profile);
  return parsed.success ? parsed.data : null;
}

const BUDGET_BAND_SET = new Set<string>(BUDGET_BANDS);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The profile of a row for ranking a whole context. Every writer validates profiles with the
 * schema before storing them, and validating 500,000 again costs more than scoring them: a
 * profile with the stored shape is used as it is (the engine ignores values it does not know),
 * anything else goes through the schema.
 */
export function rankingProfileOf(row: Pick<SponsorRow, "profile">): SponsorProfile | null {
  const p = row.profile;
  if (
    isObject(p) &&
    typeof p.budgetBand === "string" &&
    BUDGET_BAND_SET.has(p.budgetBand) &&
    Array.isArray(p.brandValues) &&
    Array.isArray(p.sportsSponsorships) &&
    isObject(p.audience) &&
    Array.isArray(p.audience.ageBands) &&
    Array.isArray(p.audience.interests) &&
    isObject(p.markets) &&
    Array.isArray(p.markets.regions) &&
    Array.isArray(p.markets.countries)
  )
    return p as unknown as SponsorProfile;
  return profileOf(row);
}

function annualRevenueOf(data: Record<string, unknown>): AnnualRevenue | null {
  const value = data.annualRevenue as AnnualRevenue | undefined;
  return value && typeof value.amountUsd === "number" ? value : null;
}

/** "$11.5B (2024, estimate)". */
function revenueText(revenue: AnnualRevenue | null): string | null {
  if (!revenue) return null;
  return `${formatUsdCompact(revenue.amountUsd)} (${revenue.year}${revenue.isEstimate ? ", estimate" : ""})`;
}

export function budgetText(profile: SponsorProfile | null): string | null {
  if (!profile) return null;
  const label = BUDGET_BAND_RANGES_USD[profile.budgetBand].label;
  return `${label} a year on sports sponsorship${profile.budgetIsEstimate ? " (estimate)" : ""}`;
}

/** Known sponsorships, most recent first (unknown start years last). */
function sponsorshipsOf(profile: SponsorProfile | null): SportsSponsorship[] {
  return [...(profile?.sportsSponsorships ?? [])].sort((a, b) => (b.since ?? 0) - (a.since ?? 0));
}

function scoresOf(score: ScoreRow | null | undefined): MatchScoresView | null {
  if (!score || score.matchPercentage === null || score.matchPercentage === undefined) return null;
  return {
    matchPercentage: score.matchPercentage,
    audienceMatch: score.audienceMatch,
    valueMatch: score.valueMatch,
    brandValueMatch: score.brandValueMatch,
  };
}

export function toSponsorSummary(
  row: SponsorRow,
  score: ScoreRow | null,
  isFollowed: boolean,
  isCurrentPartner = false,
): SponsorBrandSummary {
  const profile = profileOf(row);
  const revenue = annualRevenueOf(row.data);
  const match = scoresOf(score);
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    headquarters: row.headquarters,
    logo: row.logo,
    overview: row.overview,
    createdAt: row.createdAt.toISOString(),
    data: {
      overview: row.overview,
      revenue: revenueText(revenue),
      annualRevenue: revenue,
      marketingBudget: budgetText(profile),
      previousSponsorships: sponsorshipsOf(profile),
      matchPercentage: match?.matchPercentage ?? null,
      lastDeepResearchDate: (row.data.lastDeepResearchDate as string | undefined) ?? null,
      website: row.website ?? (row.data.website as string | undefined) ?? null,
    },
    match,
    isFollowed,
    isCurrentPartner,
  };
}

/** A discovery row: one sponsor with its scores for the context. */
export function toSponsorMatch(
  row: SponsorRow,
  score: ScoreRow,
  isCurrentPartner: boolean,
): SponsorMatch {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    logoUrl: row.logo,
    annualRevenue: revenueText(annualRevenueOf(row.data)),
    matchPercentage: score.matchPercentage,
    audienceMatch: score.audienceMatch,
    valueMatch: score.valueMatch,
    brandValueMatch: score.brandValueMatch,
    recentSponsors: sponsorshipsOf(profileOf(row)).map((deal) => deal.property),
    isCurrentPartner,
  };
}

const SOURCES: readonly CatalogueSource[] = CATALOGUE_SOURCES;

function datasetOf(data: Record<string, unknown>): ReferenceDatasetView | null {
  const reference = data.reference as Partial<ReferenceDatasetView> | undefined;
  if (!reference || typeof reference.name !== "string") return null;
  return {
    name: reference.name,
    url: reference.url ?? "",
    date: reference.date ?? "",
    listedName: reference.listedName ?? null,
    sector: reference.sector ?? null,
    industry: reference.industry ?? null,
    inSp500: reference.inSp500 === true,
  };
}

/** Identity and provenance of a catalogue row (see `CatalogueFactsView`). */
export function catalogueFactsOf(row: SponsorRow): CatalogueFactsView {
  const band = COMPANY_SCALES.includes(row.marketCapBand as CompanyScale)
    ? (row.marketCapBand as CompanyScale)
    : null;
  return {
    source: SOURCES.includes(row.source as CatalogueSource)
      ? (row.source as CatalogueSource)
      : "user",
    dataset: datasetOf(row.data),
    website: row.website ?? (row.data.website as string | undefined) ?? null,
    domain: row.domain,
    country: row.country,
    city: row.city,
    marketCapBand: band,
    marketCapLabel: band ? COMPANY_SCALE_LABELS[band] : null,
    profileIsEstimate: profileOf(row)?.isEstimate === true,
  };
}
