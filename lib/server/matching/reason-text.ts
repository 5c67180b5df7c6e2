import { countryByCode } from "@/lib/shared/countries";
import {
  BRAND_VALUES,
  BUDGET_BAND_RANGES_USD,
  BUDGET_BANDS,
  INTERESTS,
  PROPERTY_TIERS,
  REGIONS,
} from "@/lib/shared/profile";
import type { SportsSponsorship } from "@/lib/shared/schemas/profile";
import { withIndefiniteArticle } from "@/lib/shared/text";
import { slotCode, type CompiledContext, type SponsorView } from "./compiled";
import { LEAD_TIME_DAYS } from "./lead-time";
import { comparableText } from "./words";
import { BRAND_FAMILIES, interestWord, joinWords, valuesOf } from "./vocab";

/** The sentences a salesperson can say, one per factor. Only built for explained results. */

function regionWord(region: string): string {
  return region === "Middle East" ? "the Middle East" : region;
}

function budgetLabel(s: SponsorView): string {
  const band = BUDGET_BANDS[s.budget];
  return band ? BUDGET_BAND_RANGES_USD[band].label : "an unknown budget";
}

export function brandValuesText(s: SponsorView, c: CompiledContext, brand: number): string {
  const shared = valuesOf(s.valueMask & c.valueMask, BRAND_VALUES);
  const families = valuesOf(s.familyMask & c.familyMask, BRAND_FAMILIES);
  if (shared.length > 0 && brand >= 0.6) return `Shared brand values: ${joinWords(shared)}`;
  if (shared.length > 0) {
    return `Some shared brand values (${joinWords(shared)}), but the positioning differs elsewhere`;
  }
  if (families.length > 0) {
    return `No identical brand values, but both brands come across as ${joinWords(families)}`;
  }
  const own = joinWords(valuesOf(s.valueMask, BRAND_VALUES).slice(0, 3));
  const theirs = joinWords(valuesOf(c.valueMask, BRAND_VALUES).slice(0, 3));
  return `Different brand values: the sponsor stands for ${own}, the event for ${theirs}`;
}

const SIZE_WORDS = ["Nano-cap", "Micro-cap", "Small", "Mid-size", "Large", "Mega-cap"] as const;
const REACH_WORDS = [
  "consumer brand",
  "company selling to consumers and businesses",
  "business-to-business company",
] as const;

/** "Large consumer brand: the size of an international property's headline partners". */
export function reachText(s: SponsorView, c: CompiledContext): string {
  const size = SIZE_WORDS[s.scale];
  const reach = REACH_WORDS[s.reach] ?? "company";
  const subject = size ? `${size} ${reach}` : `Company of unknown size (${reach})`;
  const tier = PROPERTY_TIERS[c.tier] ?? "unknown";
  const short = c.tier + 1 - s.scale;
  const fit = !size
    ? ""
    : short <= 0
      ? `: the size of ${withIndefiniteArticle(tier)} property's headline partners`
      : short === 1
        ? `: somewhat small for ${withIndefiniteArticle(tier)} property`
        : `: small for ${withIndefiniteArticle(tier)} property`;
  const fans = s.reach === 2 ? `${fit ? "," : ":"} and fans are not its customers` : "";
  return `${subject}${fit}${fans}`;
}

export function budgetText(s: SponsorView, c: CompiledContext): string {
  const band = BUDGET_BANDS[s.budget] ?? "?";
  const estimated = s.source.profile?.budgetIsEstimate ?? true;
  const subject = `${estimated ? "Estimated budget band" : "Budget band"} ${band} (${budgetLabel(s)})`;
  const property = `${withIndefiniteArticle(PROPERTY_TIERS[c.tier] ?? "unknown")} property`;
  const gap = s.budget - c.tier;
  if (gap === 0) return `${subject} fits ${property}`;
  if (gap === 1) return `${subject} easily covers ${property}`;
  if (gap >= 2)
    return `${subject} is far above what ${property} costs: a small deal for this sponsor`;
  if (gap === -1) return `${subject} is a stretch for ${property}: a smaller package fits better`;
  return `${subject} is well below what ${property} costs`;
}

/** The sponsor's countries that are also key countries of the property. */
function sharedCountries(s: SponsorView, c: CompiledContext): string[] {
  const names: string[] = [];
  for (const slot of s.countrySlots) {
    if (c.countryFlags[slot] !== 1) continue;
    const code = slotCode(slot);
    names.push(countryByCode(code)?.name ?? code);
  }
  return names;
}

export function marketsText(s: SponsorView, c: CompiledContext): string {
  const shared = valuesOf(s.regionMask & c.regionMask, REGIONS).map(regionWord);
  const all = valuesOf(c.regionMask, REGIONS).map(regionWord);
  if (shared.length === 0) return `No presence in the event's markets (${joinWords(all)})`;
  const regions =
    shared.length === all.length
      ? `Present in all of the event's regions (${joinWords(shared)})`
      : `Present in ${shared.length} of the event's ${all.length} regions (${joinWords(shared)})`;
  if (c.countryCount === 0) return regions;
  const countries = sharedCountries(s, c);
  if (countries.length === 0) return `${regions}, but none of its key countries`;
  const listed =
    countries.length > 3 ? `${countries.slice(0, 3).join(", ")}, …` : joinWords(countries);
  return `${regions} and ${countries.length} of its ${c.countryCount} key countries (${listed})`;
}

export function hostMarketText(c: CompiledContext, presence: number): string {
  const host = c.host;
  if (!host) {
    const typed = c.source.kind === "specific-event" ? c.source.event.locationCountry : null;
    return `Host country "${typed ?? ""}" not recognised: no local-market bonus applied`;
  }
  if (presence === 1) return `Active in ${host.name}, the event's host market`;
  if (presence > 0)
    return `Active in ${regionWord(host.region)}, though not in ${host.name} itself`;
  return `No presence in ${host.name} or ${regionWord(host.region)}, the event's host market`;
}

/** "golf" rather than "Golf" when the sport is one of the interest words. */
function sportWord(c: CompiledContext): string {
  const interest = INTERESTS.find((word) => word === c.sport);
  return interest ? interestWord(interest) : (c.source.eventBrand.profile?.sport ?? c.sport);
}

/** How many properties a track-record reason names; the count covers them all. */
const NAMED_PROPERTIES = 3;

/** A reason's words and the evidence they name, linked to its sources. */
export interface ReasonWords {
  text: string;
  links?: { label: string; url: string }[];
}

/**
 * "Sponsors 3 golf properties: DP World Tour, Asian Tour, LPGA" (", …" after the third), each
 * named property linked to its deal's source when one is known.
 */
function sameSportText(same: readonly SportsSponsorship[], sport: string): ReasonWords {
  const byName = new Map<string, SportsSponsorship>();
  for (const deal of same) {
    const key = comparableText(deal.property);
    const seen = byName.get(key);
    if (!seen) byName.set(key, deal);
    else if (!seen.sourceUrl && deal.sourceUrl)
      byName.set(key, { ...seen, sourceUrl: deal.sourceUrl });
  }
  const properties = [...byName.values()];
  const named = properties.slice(0, NAMED_PROPERTIES);
  const count = properties.length;
  const more = count > NAMED_PROPERTIES ? ", …" : "";
  const noun = count === 1 ? "property" : "properties";
  const text = `Sponsors ${count} ${sport} ${noun}: ${named.map((deal) => deal.property).join(", ")}${more}`;
  const links = named.flatMap((deal) =>
    deal.sourceUrl ? [{ label: deal.property, url: deal.sourceUrl }] : [],
  );
  return links.length > 0 ? { text, links } : { text };
}

export function propensityText(s: SponsorView, c: CompiledContext): ReasonWords {
  const deals = s.source.profile?.sportsSponsorships ?? [];
  const sport = sportWord(c);
  const own = deals.find((deal) => comparableText(deal.property) === c.propertyName);
  if (own) {
    const since = own.since ? ` (since ${own.since})` : "";
    return {
      text: `Already a partner of ${c.source.eventBrand.name}${since}: a renewal or upgrade conversation`,
    };
  }
  const same = deals.filter((deal) => c.sport !== "" && comparableText(deal.sport) === c.sport);
  if (same.length > 0) return sameSportText(same, sport);
  if (deals.length === 0)
    return { text: "No known sports sponsorships: a first sports deal is a longer sale" };
  const examples = deals.slice(0, 2).map((deal) => `${deal.sport}: ${deal.property}`);
  return { text: `Active sports sponsor (${examples.join("; ")}) but new to ${sport}` };
}

export function leadTimeText(s: SponsorView, c: CompiledContext): string {
  // Only upcoming events within the lead time reach here: others cost no points, so give no reason.
  const { days } = c.lead;
  const away =
    days === 0
      ? "starts today"
      : days < 14
        ? `is ${days} ${days === 1 ? "day" : "days"} away`
        : `is ${Math.round(days / 7)} weeks away`;
  const weeks = LEAD_TIME_DAYS / 7;
  return `Event ${away}: under ${weeks} weeks is too little time to activate a new ${budgetLabel(s)} partnership`;
}

export const MISSING_TEXT = {
  sponsor: "Sponsor profile missing: scores are a neutral placeholder (low confidence)",
  event: "Event profile missing: scores are a neutral placeholder (low confidence)",
  audience: "Audience fit unknown until both profiles are complete",
  brand: "Brand-value fit unknown until both profiles are complete",
  commercial:
    "Commercial fit (budget, markets, sports sponsorships) unknown until both profiles are complete",
} as const;
