import "server-only";
import { findCatalogueSponsor } from "@/lib/server/ai/catalogue";
import type { EventFacts, PeerFacts, PropertyFacts, SponsorFacts } from "@/lib/server/ai/types";
import type { eventBrands, specificEvents, sponsorBrands } from "@/lib/server/db/schema";
import type { CatalogueSponsor } from "@/lib/server/seed/catalogue-schema";
import { profileOf } from "@/lib/server/sponsors/serialize";
import type { RivalTraits } from "./rivals";
import { formatUsdCompact } from "@/lib/shared/money";
import { eventProfileSchema } from "@/lib/shared/schemas/profile";

/**
 * Database rows to the plain facts the AI layer reads. Profiles are re-validated here: a row
 * edited by hand must not break research, so an invalid profile counts as no profile.
 */

type SponsorRow = typeof sponsorBrands.$inferSelect;
type EventBrandRow = typeof eventBrands.$inferSelect;
type EventRow = typeof specificEvents.$inferSelect;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const str = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
const num = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** Yearly revenue in US dollars from `annualRevenue` (the catalogue's object or a number). */
function revenueAmountOf(
  annual: unknown,
  catalogue: CatalogueSponsor["annualRevenue"] | undefined,
): number | null {
  return num(record(annual).amountUsd) ?? num(annual) ?? catalogue?.amountUsd ?? null;
}

/**
 * Revenue from the row's data (`annualRevenue` as the catalogue's object or a number, or a
 * `revenue` text), else from the catalogue entry of the same brand.
 */
function revenueOf(
  data: Record<string, unknown>,
  catalogue: CatalogueSponsor["annualRevenue"] | undefined,
): SponsorFacts["revenue"] {
  const annual = data.annualRevenue;
  const object = record(annual);
  const amount = revenueAmountOf(annual, catalogue);
  const text = str(data.revenue) ?? str(annual);
  if (amount === null && !text) return null;
  const year = num(object.year) ?? catalogue?.year ?? null;
  const estimate = object.isEstimate ?? catalogue?.isEstimate;
  const detail = [year, estimate ? "estimate" : null].filter(Boolean).join(", ");
  return {
    amountUsd: amount,
    text:
      amount !== null ? `${formatUsdCompact(amount)}${detail ? ` (${detail})` : ""}` : (text ?? ""),
    source: str(object.source) ?? catalogue?.source ?? null,
  };
}

export function toSponsorFacts(row: SponsorRow): SponsorFacts {
  const data = record(row.data);
  const catalogue = findCatalogueSponsor(row.slug, row.name);
  const color = str(data.brandColor) ?? catalogue?.brandColor ?? null;
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    headquarters: row.headquarters,
    overview: row.overview ?? str(data.overview),
    website: str(data.website) ?? catalogue?.website ?? null,
    brandColor: color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : null,
    revenue: revenueOf(data, catalogue?.annualRevenue),
    profile: profileOf(row),
  };
}

/** A same-industry brand as competitive context and the rival ranking read it. */
export type PeerCandidate = PeerFacts & RivalTraits;

/** A same-industry brand from the columns the peer query reads (its revenue only, not `data`). */
export function toPeerCandidate(row: {
  name: string;
  slug: string | null;
  industry: string | null;
  profile: unknown;
  annualRevenue: unknown;
}): PeerCandidate {
  const profile = profileOf(row);
  const catalogue = findCatalogueSponsor(row.slug, row.name);
  return {
    name: row.name,
    industry: row.industry,
    sponsorships: profile?.sportsSponsorships ?? [],
    profile,
    revenueUsd: revenueAmountOf(row.annualRevenue, catalogue?.annualRevenue),
  };
}

/** A catalogue entry that is not in the database yet, as a same-industry brand. */
export function cataloguePeerCandidate(entry: CatalogueSponsor): PeerCandidate {
  return {
    name: entry.name,
    industry: entry.industry,
    sponsorships: entry.profile.sportsSponsorships,
    profile: entry.profile,
    revenueUsd: entry.annualRevenue.amountUsd,
  };
}

export function toEventFacts(row: EventRow): EventFacts {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    locationName: row.locationName,
    locationCountry: row.locationCountry,
    description: row.description,
  };
}

export function toPropertyFacts(
  brand: EventBrandRow,
  calendar: readonly EventRow[],
  focus: EventRow | null,
): PropertyFacts {
  const profile = eventProfileSchema.safeParse(brand.profile);
  return {
    eventBrand: {
      id: brand.id,
      name: brand.name,
      description: brand.description,
      audience: brand.audience,
      website: brand.website,
      logoUrl: brand.logoUrl,
      profile: profile.success ? profile.data : null,
    },
    event: focus ? toEventFacts(focus) : null,
    calendar: [...calendar]
      .sort((a, b) => (a.startDate ?? "9999").localeCompare(b.startDate ?? "9999") || a.id - b.id)
      .map(toEventFacts),
  };
}
