/**
 * Category exclusivity: a sponsor with exclusive rights in an industry at a property shuts out
 * every other sponsor of that industry there for as long as both agreements run. Pure rules, used
 * by the server (warnings before saving, conflicts on lists) and by tests.
 */
import type { z } from "zod";
import type { exclusivityConflictSchema } from "@/lib/shared/schemas/exclusivity";

/** "Title" or "Presenting" as a whole word, in any case ("Co-Title Partner", "presenting"). */
const EXCLUSIVE_LEVEL = /\b(title|presenting)\b/i;

/** Deal statuses whose rights are live: signed and running, or signed and about to start. */
export const LIVE_DEAL_STATUSES = ["Active", "Pending"] as const;

export function isExclusiveLevel(level: string | null | undefined): boolean {
  return EXCLUSIVE_LEVEL.test(level ?? "");
}

/** Exclusive by its level (Title, Presenting) or because the agreement says so. */
export function hasExclusiveRights(row: {
  sponsorshipLevel: string | null | undefined;
  isExclusive: boolean | null | undefined;
}): boolean {
  return Boolean(row.isExclusive) || isExclusiveLevel(row.sponsorshipLevel);
}

/** A deal with a property, or a sponsor linked to one specific event of it. */
export interface RightsHolding {
  kind: "deal" | "event-link";
  /** Deal id, or the sponsorship row id of an event link; 0 for a row not saved yet. */
  id: number;
  eventBrandId: number;
  eventBrandName: string;
  specificEventId: number | null;
  specificEventName: string | null;
  sponsorBrandId: number | null;
  sponsorName: string;
  industry: string | null;
  sponsorshipLevel: string | null;
  isExclusive: boolean;
  /** Deal status; null for event links, which are live while they exist. */
  status: string | null;
  /** The agreement's period (a deal's dates, an event's dates); null means open-ended. */
  startDate: string | null;
  endDate: string | null;
}

export type ExclusivityConflict = z.infer<typeof exclusivityConflictSchema>;

const norm = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();

export const holdingKey = (row: Pick<RightsHolding, "kind" | "id">) => `${row.kind}:${row.id}`;

export function isLive(row: Pick<RightsHolding, "kind" | "status">): boolean {
  return (
    row.kind === "event-link" ||
    (LIVE_DEAL_STATUSES as readonly string[]).includes(row.status ?? "")
  );
}

/** The same sponsor: the same catalogue brand when both are linked, else the same name. */
export function sameSponsor(
  a: Pick<RightsHolding, "sponsorBrandId" | "sponsorName">,
  b: Pick<RightsHolding, "sponsorBrandId" | "sponsorName">,
): boolean {
  if (a.sponsorBrandId !== null && b.sponsorBrandId !== null)
    return a.sponsorBrandId === b.sponsorBrandId;
  return norm(a.sponsorName) !== "" && norm(a.sponsorName) === norm(b.sponsorName);
}

/**
 * Periods overlap when neither ends before the other starts. A missing start or end is
 * open-ended (the server gives a one-day event the same start and end).
 */
export function periodsOverlap(
  a: Pick<RightsHolding, "startDate" | "endDate">,
  b: Pick<RightsHolding, "startDate" | "endDate">,
): boolean {
  if (a.endDate && b.startDate && a.endDate < b.startDate) return false;
  if (b.endDate && a.startDate && b.endDate < a.startDate) return false;
  return true;
}

/** Who the rights phrase names: "Title rights", "exclusive Official Partner rights". */
function rightsPhrase(row: Pick<RightsHolding, "sponsorshipLevel" | "isExclusive">): string {
  const level = row.sponsorshipLevel?.trim() || "sponsorship";
  return isExclusiveLevel(level) ? `${level} rights` : `exclusive ${level} rights`;
}

const whereOf = (row: RightsHolding) => row.specificEventName ?? row.eventBrandName;

/**
 * The conflict `other` raises for `self`, described from self's side, or null. Both must be live,
 * at the same property (event links: at the same event), in the same industry, held by different
 * sponsors over overlapping periods, with at least one side exclusive.
 */
export function conflictBetween(
  self: RightsHolding,
  other: RightsHolding,
): ExclusivityConflict | null {
  if (self.kind === other.kind && self.id === other.id && self.id !== 0) return null;
  if (!isLive(self) || !isLive(other)) return null;
  if (self.eventBrandId !== other.eventBrandId) return null;
  if (
    self.kind === "event-link" &&
    other.kind === "event-link" &&
    self.specificEventId !== other.specificEventId
  )
    return null;
  const industry = other.industry?.trim() ?? "";
  if (!industry || norm(self.industry) !== norm(industry)) return null;
  if (sameSponsor(self, other)) return null;
  const theirs = hasExclusiveRights(other);
  const ours = hasExclusiveRights(self);
  if (!theirs && !ours) return null;
  if (!periodsOverlap(self, other)) return null;

  const where = whereOf(other);
  const message = theirs
    ? `${other.sponsorName} ${other.status === "Pending" ? "has signed" : "holds"} ${rightsPhrase(other)} in ${industry} at ${where}`
    : `${other.sponsorName} ${other.status === "Pending" ? "has signed to sponsor" : "already sponsors"} ${where} in ${industry} as ${other.sponsorshipLevel?.trim() || "a sponsor"}, which ${rightsPhrase(self)} would exclude`;
  return {
    kind: other.kind,
    id: other.id,
    sponsorName: other.sponsorName,
    sponsorBrandId: other.sponsorBrandId,
    industry,
    sponsorshipLevel: other.sponsorshipLevel,
    eventBrandId: other.eventBrandId,
    specificEventId: other.specificEventId,
    where,
    status: other.status,
    startDate: other.startDate,
    endDate: other.endDate,
    exclusiveSide: theirs && ours ? "both" : theirs ? "them" : "us",
    message,
  };
}

/** Every conflict of one candidate against a set of existing holdings. */
export function conflictsFor(
  candidate: RightsHolding,
  others: readonly RightsHolding[],
): ExclusivityConflict[] {
  return others.flatMap((other) => conflictBetween(candidate, other) ?? []);
}

/**
 * The conflicts of every holding against the others, keyed by `holdingKey`: a pair in conflict
 * appears on both sides, so both cards can show it. Rows are compared only within one property
 * and industry, so large lists stay cheap.
 */
export function conflictsAmong(
  holdings: readonly RightsHolding[],
): Map<string, ExclusivityConflict[]> {
  const groups = new Map<string, RightsHolding[]>();
  for (const row of holdings) {
    if (!row.industry?.trim() || !isLive(row)) continue;
    const key = `${row.eventBrandId}|${norm(row.industry)}`;
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  const out = new Map<string, ExclusivityConflict[]>();
  for (const group of groups.values()) {
    if (!group.some(hasExclusiveRights)) continue;
    for (const row of group) {
      const found = conflictsFor(row, group);
      if (found.length > 0) out.set(holdingKey(row), found);
    }
  }
  return out;
}
