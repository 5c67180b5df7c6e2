import "server-only";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { getSpecificEventOrThrow } from "@/lib/server/specific-events/queries";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import {
  conflictsAmong,
  conflictsFor,
  holdingKey,
  type ExclusivityConflict,
  type RightsHolding,
} from "@/lib/shared/exclusivity";
import { eventLinkHoldings, liveDealHoldings, propertyHoldings } from "./holdings";

type Handle = Db | Tx;

/** A deal about to be saved. `excludeDealId` is the deal being edited (it cannot clash with itself). */
export interface DealCandidate {
  eventBrandId: number;
  industry: string | null;
  sponsorshipLevel: string;
  isExclusive: boolean;
  status: string;
  excludeDealId?: number;
  sponsorBrandId?: number | null;
  sponsorName?: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** A sponsor about to be linked to a specific event. */
export interface EventLinkCandidate {
  specificEventId: number;
  sponsorBrandId: number;
  sponsorshipLevel: string | null;
  isExclusive: boolean;
}

const isLinkCandidate = (c: DealCandidate | EventLinkCandidate): c is EventLinkCandidate =>
  "specificEventId" in c;

/**
 * The exclusivity conflicts a deal or an event link would raise: for a deal, the property's other
 * live deals and the sponsors linked to its events during the deal; for an event link, the other
 * sponsors linked to the same event and the property's live deals covering the event. A conflict
 * needs the same industry, different sponsors, overlapping periods and one side exclusive.
 */
export async function findExclusivityConflicts(
  candidate: DealCandidate | EventLinkCandidate,
  db: Handle = getDb(),
): Promise<ExclusivityConflict[]> {
  if (isLinkCandidate(candidate)) return linkConflicts(candidate, db);
  if (!candidate.industry) return [];
  const brand = await getEventBrandOrThrow(candidate.eventBrandId, db);
  const self: RightsHolding = {
    kind: "deal",
    id: candidate.excludeDealId ?? 0,
    eventBrandId: candidate.eventBrandId,
    eventBrandName: brand.name,
    specificEventId: null,
    specificEventName: null,
    sponsorBrandId: candidate.sponsorBrandId ?? null,
    sponsorName: candidate.sponsorName ?? "",
    industry: candidate.industry,
    sponsorshipLevel: candidate.sponsorshipLevel,
    isExclusive: candidate.isExclusive,
    status: candidate.status,
    startDate: candidate.startDate ?? null,
    endDate: candidate.endDate ?? null,
  };
  const others = await propertyHoldings([candidate.eventBrandId], db);
  return conflictsFor(
    self,
    others.filter((row) => !(row.kind === "deal" && row.id === candidate.excludeDealId)),
  );
}

async function linkConflicts(
  candidate: EventLinkCandidate,
  db: Handle,
): Promise<ExclusivityConflict[]> {
  const event = await getSpecificEventOrThrow(candidate.specificEventId, db);
  const sponsor = await getSponsorBrandOrThrow(candidate.sponsorBrandId, db);
  if (!sponsor.industry) return [];
  const self: RightsHolding = {
    kind: "event-link",
    id: 0,
    eventBrandId: event.eventBrandId,
    eventBrandName: event.eventBrand.name,
    specificEventId: candidate.specificEventId,
    specificEventName: event.name,
    sponsorBrandId: candidate.sponsorBrandId,
    sponsorName: sponsor.name,
    industry: sponsor.industry,
    sponsorshipLevel: candidate.sponsorshipLevel,
    isExclusive: candidate.isExclusive,
    status: null,
    startDate: event.startDate,
    endDate: event.endDate ?? event.startDate,
  };
  const [links, deals] = await Promise.all([
    eventLinkHoldings({ specificEventId: candidate.specificEventId }, db),
    liveDealHoldings([event.eventBrandId], db),
  ]);
  return conflictsFor(self, [...links, ...deals]);
}

/**
 * Each deal with the conflicts it is part of, so a list can show a clash on both cards. Deals are
 * compared with every live deal and event link of their property, not only with the ones listed.
 */
export async function annotateDealsWithConflicts<T extends { id: number; eventBrandId: number }>(
  deals: readonly T[],
  db: Handle = getDb(),
): Promise<Array<T & { conflicts: ExclusivityConflict[] }>> {
  if (deals.length === 0) return [];
  const brandIds = [...new Set(deals.map((deal) => deal.eventBrandId))];
  const found = conflictsAmong(await propertyHoldings(brandIds, db));
  return deals.map((deal) => ({
    ...deal,
    conflicts: found.get(holdingKey({ kind: "deal", id: deal.id })) ?? [],
  }));
}

/**
 * Each event link (a sponsor on a specific event) with its conflicts: other sponsors of the same
 * event and the property's live deals covering the event.
 */
export async function annotateEventLinksWithConflicts<
  T extends { specificEventId: number; sponsorBrandId: number },
>(
  links: readonly T[],
  db: Handle = getDb(),
): Promise<Array<T & { conflicts: ExclusivityConflict[] }>> {
  if (links.length === 0) return [];
  const eventIds = [...new Set(links.map((link) => link.specificEventId))];
  const eventRows = await Promise.all(
    eventIds.map((id) => eventLinkHoldings({ specificEventId: id }, db)),
  );
  const linkRows = eventRows.flat();
  const brandIds = [...new Set(linkRows.map((row) => row.eventBrandId))];
  const found = conflictsAmong([...linkRows, ...(await liveDealHoldings(brandIds, db))]);
  return links.map((link) => {
    const row = linkRows.find(
      (r) => r.specificEventId === link.specificEventId && r.sponsorBrandId === link.sponsorBrandId,
    );
    return { ...link, conflicts: row ? (found.get(holdingKey(row)) ?? []) : [] };
  });
}
