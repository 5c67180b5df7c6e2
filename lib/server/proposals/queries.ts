import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  crmContacts,
  eventBrands,
  proposalVersions,
  recaps,
  specificEvents,
  sponsorBrands,
  sponsorProposals,
  users,
} from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import {
  PROPOSAL_MESSAGES,
  type ProposalListQuery,
  type ProposalSummary,
  type ProposalVersionSummary,
  type ProposalVersionView,
  type ProposalView,
} from "@/lib/shared/schemas/proposal";
import type { Page } from "@/lib/shared/paging";
import { loadInvestment } from "./investment";
import {
  toProposalSummary,
  toProposalView,
  toVersionSummary,
  toVersionView,
  type ProposalJoinedRow,
  type ProposalRow,
  type ProposalVersionRow,
} from "./serialize";

export const PROPOSAL_NOT_FOUND = PROPOSAL_MESSAGES.notFound;
export const PROPOSAL_VERSION_NOT_FOUND = PROPOSAL_MESSAGES.versionNotFound;

/** The owner and admins may change a proposal; everyone signed in may read it. */
export const canEditProposal = (proposal: Pick<ProposalRow, "userId">, viewer: ActingUser) =>
  viewer.role === "admin" || proposal.userId === viewer.id;

export async function findProposalRow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<ProposalRow | null> {
  const [row] = await db.select().from(sponsorProposals).where(eq(sponsorProposals.id, id));
  return row ?? null;
}

/** The stored proposal, or the 404 every proposal route answers for a missing one. */
export async function getProposalOrThrow(id: number, db: Db | Tx = getDb()): Promise<ProposalRow> {
  const row = await findProposalRow(id, db);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}

const owners = alias(users, "proposal_owner");

function joinedSelect(db: Db | Tx) {
  return db
    .select({
      proposal: sponsorProposals,
      sponsorName: sponsorBrands.name,
      sponsorLogo: sponsorBrands.logo,
      eventBrandName: eventBrands.name,
      eventBrandLogo: eventBrands.logoUrl,
      eventName: specificEvents.name,
      eventStartDate: specificEvents.startDate,
      eventEndDate: specificEvents.endDate,
      ownerName: owners.fullName,
      ownerUsername: owners.username,
      contact: crmContacts,
    })
    .from(sponsorProposals)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorProposals.sponsorBrandId))
    .innerJoin(owners, eq(owners.id, sponsorProposals.userId))
    .leftJoin(eventBrands, eq(eventBrands.id, sponsorProposals.eventBrandId))
    .leftJoin(specificEvents, eq(specificEvents.id, sponsorProposals.eventId))
    .leftJoin(crmContacts, eq(crmContacts.id, sponsorProposals.contactId));
}

/** The contract a renewal proposal renews, with its attached recap's season. */
async function renewalOf(
  proposal: Pick<ProposalRow, "renewalOfContractId" | "recapId">,
  db: Db | Tx,
): Promise<ProposalView["renewal"]> {
  if (proposal.renewalOfContractId === null) return null;
  const [recap] =
    proposal.recapId === null
      ? []
      : await db
          .select({ id: recaps.id, season: recaps.season })
          .from(recaps)
          .where(eq(recaps.id, proposal.recapId));
  return { contractId: proposal.renewalOfContractId, recap: recap ?? null };
}

/** One proposal as the API answers it. */
export async function getProposalView(
  id: number,
  viewer: ActingUser,
  db: Db | Tx = getDb(),
): Promise<ProposalView> {
  const [row] = await joinedSelect(db).where(eq(sponsorProposals.id, id));
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return toProposalView(
    row as ProposalJoinedRow,
    canEditProposal(row.proposal, viewer),
    await loadInvestment(id, db),
    await renewalOf(row.proposal, db),
  );
}

function listFilters(query: ProposalListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.status) filters.push(eq(sponsorProposals.status, query.status));
  if (query.awaiting === "true") filters.push(inArray(sponsorProposals.status, ["sent", "viewed"]));
  if (query.eventBrandId) filters.push(eq(sponsorProposals.eventBrandId, query.eventBrandId));
  if (query.ownerId) filters.push(eq(sponsorProposals.userId, query.ownerId));
  if (query.sponsorBrandId) filters.push(eq(sponsorProposals.sponsorBrandId, query.sponsorBrandId));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(sponsorProposals.title, pattern), ilike(sponsorBrands.name, pattern)));
  }
  return and(...filters);
}

/**
 * A page of proposals, most recently updated first ("awaiting a response": most recently sent
 * first), with the total under the same filters.
 */
export async function listProposals(query: ProposalListQuery): Promise<Page<ProposalSummary>> {
  const where = listFilters(query);
  const order =
    query.awaiting === "true"
      ? [desc(sponsorProposals.sentAt), desc(sponsorProposals.id)]
      : [desc(sponsorProposals.updatedAt), desc(sponsorProposals.id)];
  const [rows, [totalRow]] = await Promise.all([
    joinedSelect(getDb())
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    getDb()
      .select({ n: count() })
      .from(sponsorProposals)
      .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorProposals.sponsorBrandId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => toProposalSummary(row as ProposalJoinedRow)),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function versionSelect() {
  return getDb()
    .select({ version: proposalVersions, name: users.fullName, username: users.username })
    .from(proposalVersions)
    .leftJoin(users, eq(users.id, proposalVersions.createdBy));
}

const authorOf = (row: { name: string | null; username: string | null }) =>
  row.username === null ? null : { name: row.name, username: row.username };

/** A proposal's saved versions, newest first. */
export async function listProposalVersions(id: number): Promise<ProposalVersionSummary[]> {
  await getProposalOrThrow(id);
  const rows = await versionSelect()
    .where(eq(proposalVersions.proposalId, id))
    .orderBy(desc(proposalVersions.version));
  return rows.map((row) => toVersionSummary(row.version, authorOf(row)));
}

export async function findProposalVersionRow(
  id: number,
  version: number,
  db: Db | Tx = getDb(),
): Promise<ProposalVersionRow | null> {
  const [row] = await db
    .select()
    .from(proposalVersions)
    .where(and(eq(proposalVersions.proposalId, id), eq(proposalVersions.version, version)));
  return row ?? null;
}

/** One saved version with its sections. */
export async function getProposalVersionView(
  id: number,
  version: number,
): Promise<ProposalVersionView> {
  await getProposalOrThrow(id);
  const [row] = await versionSelect()
    .where(and(eq(proposalVersions.proposalId, id), eq(proposalVersions.version, version)))
    .orderBy(asc(proposalVersions.id));
  if (!row) throw notFound(PROPOSAL_VERSION_NOT_FOUND);
  return toVersionView(row.version, authorOf(row));
}
