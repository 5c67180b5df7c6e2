import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { marketProperties, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import { hasExclusiveRights } from "@/lib/shared/exclusivity";
import {
  CATEGORY_PROSPECT_COUNT,
  dealEndDate,
  endsWithinWindow,
  termText,
} from "@/lib/shared/open-categories";
import { INDUSTRIES } from "@/lib/shared/profile";
import type { CategoryHolder, OpenCategory } from "@/lib/shared/schemas/open-categories";
import { liveDealsOf } from "./current-partners";
import { rankedPage } from "./ranked";
import { rankedContext } from "./ranking";

/**
 * A property's category map: each industry is taken by the companies holding a live deal with it
 * (its own deals, and the sourced deals of its league, teams and events), or open. An open
 * category, and a taken one whose holder's deal ends within the renewal window, lists its best
 * prospects from the property's ranking, its current partners left out.
 */
export async function propertyCategories(
  eventBrandId: number,
  today: Date = new Date(),
): Promise<OpenCategory[]> {
  const context = (await rankedContext({ eventBrandId }))!;
  const rows = await getDb()
    .select({ deal: sponsorDeals, property: marketProperties.name })
    .from(sponsorDeals)
    .leftJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
    .where(liveDealsOf(eventBrandId));
  const partners = rows.flatMap((row) =>
    row.deal.sponsorBrandId === null ? [] : [row.deal.sponsorBrandId],
  );
  const holders = new Map<string, CategoryHolder[]>();
  for (const { deal, property } of rows) {
    if (!deal.industry) continue; // a company not in the catalogue has no known industry
    const holder: CategoryHolder = {
      sponsorBrandId: deal.sponsorBrandId,
      name: deal.sponsorName,
      level: deal.sponsorshipLevel,
      property,
      term: termText(deal.reportedFrom ?? deal.startDate, deal.reportedTo ?? deal.endDate),
      endDate: dealEndDate(deal),
      isExclusive: hasExclusiveRights(deal),
      isSourced: deal.marketPropertyId !== null,
      source: deal.sourceName
        ? { name: deal.sourceName, url: deal.sourceUrl, date: deal.sourceDate }
        : null,
    };
    holders.set(deal.industry, [...(holders.get(deal.industry) ?? []), holder]);
  }

  const industries = [...new Set([...INDUSTRIES, ...holders.keys()])].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
  return Promise.all(
    industries.map(async (industry): Promise<OpenCategory> => {
      const held = (holders.get(industry) ?? []).sort((a, b) => a.name.localeCompare(b.name, "en"));
      const ending = held
        .map((holder) => holder.endDate)
        .filter((end): end is string => endsWithinWindow(end, today))
        .sort();
      const renewalDate = ending[0] ?? null;
      const wanted = held.length === 0 || renewalDate !== null;
      return {
        industry,
        status: held.length > 0 ? "taken" : "open",
        holders: held,
        endsWithin18Months: renewalDate !== null,
        renewalDate,
        topProspects: wanted ? await prospects(context, industry, partners) : [],
      };
    }),
  );
}

async function prospects(
  context: NonNullable<Awaited<ReturnType<typeof rankedContext>>>,
  industry: string,
  exclude: readonly number[],
) {
  const scores = await rankedPage(context, {
    industries: [industry],
    direction: "desc",
    offset: 0,
    limit: CATEGORY_PROSPECT_COUNT,
    exclude,
  });
  if (scores.length === 0) return [];
  const names = await getDb()
    .select({ id: sponsorBrands.id, name: sponsorBrands.name })
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.id,
        scores.map((score) => score.sponsorBrandId),
      ),
    );
  const byId = new Map(names.map((row) => [row.id, row.name]));
  return scores.flatMap((score) => {
    const name = byId.get(score.sponsorBrandId);
    return name === undefined
      ? []
      : [{ sponsorBrandId: score.sponsorBrandId, name, matchPercentage: score.matchPercentage }];
  });
}
