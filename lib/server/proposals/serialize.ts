import "server-only";
import type { crmContacts, proposalVersions, sponsorProposals } from "@/lib/server/db/schema";
import { todayIso } from "@/lib/shared/dates";
import { eventHasEnded } from "@/lib/shared/event-schedule";
import {
  proposalInternalSchema,
  proposalSectionSchema,
  type ProposalInternal,
  type ProposalSection,
  type ProposalSummary,
  type ProposalVersionSummary,
  type ProposalVersionView,
  type ProposalView,
} from "@/lib/shared/schemas/proposal";
import { type ProposalStatus } from "@/lib/shared/proposal-vocabulary";
import type { InvestmentView } from "@/lib/shared/schemas/proposal-investment";

export type ProposalRow = typeof sponsorProposals.$inferSelect;
export type ProposalVersionRow = typeof proposalVersions.$inferSelect;

/** A proposal row with the names of what it points at (see queries.ts, `proposalColumns`). */
export interface ProposalJoinedRow {
  proposal: ProposalRow;
  sponsorName: string;
  sponsorLogo: string | null;
  eventBrandName: string | null;
  eventBrandLogo: string | null;
  eventName: string | null;
  eventStartDate: string | null;
  eventEndDate: string | null;
  ownerName: string | null;
  ownerUsername: string;
  contact: typeof crmContacts.$inferSelect | null;
}

const EMPTY_INTERNAL: ProposalInternal = {
  conflicts: [],
  priceBasis: null,
  research: null,
  ideaOptions: [],
  mockupOptions: [],
  draftedAt: null,
  match: null,
  notes: [],
};

/** The stored sections, keeping only well-formed ones (the column is plain JSON). */
export function sectionsOf(value: unknown): ProposalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = proposalSectionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function internalOf(value: unknown): ProposalInternal {
  const parsed = proposalInternalSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_INTERNAL;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toProposalSummary(row: ProposalJoinedRow): ProposalSummary {
  const p = row.proposal;
  return {
    id: p.id,
    title: p.title,
    status: p.status as ProposalStatus,
    tier: p.tier,
    sponsor: { id: p.sponsorBrandId, name: row.sponsorName, logoUrl: row.sponsorLogo },
    eventBrand:
      p.eventBrandId !== null && row.eventBrandName !== null
        ? { id: p.eventBrandId, name: row.eventBrandName, logoUrl: row.eventBrandLogo }
        : null,
    event:
      p.eventId !== null && row.eventName !== null
        ? {
            id: p.eventId,
            name: row.eventName,
            startDate: row.eventStartDate,
            endDate: row.eventEndDate,
            ended: eventHasEnded(
              { startDate: row.eventStartDate, endDate: row.eventEndDate },
              todayIso(),
            ),
          }
        : null,
    owner: { id: p.userId, name: row.ownerName || row.ownerUsername },
    version: p.version,
    jobId: p.jobId,
    sentAt: iso(p.sentAt),
    viewedAt: iso(p.viewedAt),
    respondedAt: iso(p.respondedAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toProposalView(
  row: ProposalJoinedRow,
  canEdit: boolean,
  investment: InvestmentView | null,
  renewal: ProposalView["renewal"] = null,
): ProposalView {
  const c = row.contact;
  return {
    ...toProposalSummary(row),
    contact: c
      ? {
          id: c.id,
          name: [c.firstName, c.lastName].filter(Boolean).join(" "),
          title: c.position,
          email: c.email,
        }
      : null,
    sections: sectionsOf(row.proposal.sections),
    internal: internalOf(row.proposal.internal),
    investment,
    renewal,
    canEdit,
  };
}

export function toVersionSummary(
  row: ProposalVersionRow,
  author: { name: string | null; username: string } | null,
): ProposalVersionSummary {
  return {
    version: row.version,
    title: row.title,
    note: row.note,
    createdBy:
      row.createdBy !== null && author
        ? { id: row.createdBy, name: author.name || author.username }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toVersionView(
  row: ProposalVersionRow,
  author: { name: string | null; username: string } | null,
): ProposalVersionView {
  return { ...toVersionSummary(row, author), sections: sectionsOf(row.sections) };
}
