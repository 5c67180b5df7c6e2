import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  contracts,
  deliverableProofs,
  deliverables,
  inventoryAssets,
  specificEvents,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { publicUrlForKey } from "@/lib/server/storage/keys";
import { todayIso } from "@/lib/shared/dates";
import type { Page } from "@/lib/shared/paging";
import {
  DELIVERABLE_MESSAGES,
  UPCOMING_DAYS,
  type Deliverable,
  type DeliverableListQuery,
  type DeliverableProof,
  type DeliverableStatus,
  type ProofMetric,
} from "@/lib/shared/schemas/deliverable";

/** Delivered and waived deliverables are done: never overdue. */
const DONE: DeliverableStatus[] = ["delivered", "waived"];

const hasProof = sql<boolean>`exists (select 1 from ${deliverableProofs} where ${deliverableProofs.deliverableId} = ${deliverables.id})`;

/** Past its due date, not delivered or waived, and without proof (as of `today`). */
export const overdueCondition = (today: string): SQL =>
  and(
    lt(deliverables.dueDate, today),
    notInArray(deliverables.status, DONE),
    sql`not ${hasProof}`,
  )!;

const columns = {
  id: deliverables.id,
  contractId: deliverables.contractId,
  contractItemId: deliverables.contractItemId,
  dealId: contracts.dealId,
  eventBrandId: contracts.eventBrandId,
  sponsorBrandId: contracts.sponsorBrandId,
  sponsorName: sponsorDeals.sponsorName,
  assetId: deliverables.assetId,
  assetName: inventoryAssets.name,
  specificEventId: deliverables.specificEventId,
  eventName: specificEvents.name,
  season: deliverables.season,
  unitNumber: deliverables.unitNumber,
  label: deliverables.label,
  dueDate: deliverables.dueDate,
  ownerUserId: deliverables.ownerUserId,
  status: deliverables.status,
  waivedReason: deliverables.waivedReason,
  deliveredAt: deliverables.deliveredAt,
  isSample: contracts.isSample,
  hasProof,
};

function baseQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(deliverables)
    .innerJoin(contracts, eq(contracts.id, deliverables.contractId))
    .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, deliverables.assetId))
    .leftJoin(specificEvents, eq(specificEvents.id, deliverables.specificEventId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

type ProofRow = typeof deliverableProofs.$inferSelect;

export function toProofView(row: ProofRow): DeliverableProof {
  return {
    id: row.id,
    deliverableId: row.deliverableId,
    kind: row.kind as DeliverableProof["kind"],
    url: row.storageKey ? publicUrlForKey(row.storageKey) : row.url,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    metric: row.metric as ProofMetric | null,
    value: row.value,
    source: row.source,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function withProofs(rows: Row[], today: string, db: Db | Tx): Promise<Deliverable[]> {
  const ids = rows.map((row) => row.id);
  const proofs =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(deliverableProofs)
          .where(inArray(deliverableProofs.deliverableId, ids))
          .orderBy(asc(deliverableProofs.createdAt), asc(deliverableProofs.id));
  const byDeliverable = new Map<number, DeliverableProof[]>();
  for (const proof of proofs) {
    const list = byDeliverable.get(proof.deliverableId) ?? [];
    list.push(toProofView(proof));
    byDeliverable.set(proof.deliverableId, list);
  }
  return rows.map(({ hasProof: proven, ...row }) => ({
    ...row,
    status: row.status as DeliverableStatus,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    overdue: row.dueDate < today && !DONE.includes(row.status as DeliverableStatus) && !proven,
    proofs: byDeliverable.get(row.id) ?? [],
  }));
}

/**
 * The order work is listed in: overdue first, then by due date, label and id. Applied by the
 * database, so a capped or paged list holds the most urgent deliverables, not any.
 */
const workOrder = (today: string) => [
  desc(sql`(${overdueCondition(today)})`),
  asc(deliverables.dueDate),
  asc(deliverables.label),
  asc(deliverables.id),
];

/** A contract's deliverables (404 when the contract does not exist). */
export async function listContractDeliverables(
  contractId: number,
  today: string = todayIso(),
  db: Db | Tx = getDb(),
): Promise<Deliverable[]> {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) throw notFound(DELIVERABLE_MESSAGES.contractNotFound);
  const rows = await baseQuery(db)
    .where(eq(deliverables.contractId, contractId))
    .orderBy(...workOrder(today));
  return withProofs(rows, today, db);
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A property's deliverables, filtered by event, status and due date; overdue first. */
function listConditions(query: DeliverableListQuery, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contracts.eventBrandId, query.eventBrandId)];
  if (query.specificEventId)
    conditions.push(eq(deliverables.specificEventId, query.specificEventId));
  if (query.status) conditions.push(eq(deliverables.status, query.status));
  const due = query.due;
  if (due?.kind === "overdue") conditions.push(overdueCondition(today));
  if (due?.kind === "upcoming") {
    conditions.push(
      gte(deliverables.dueDate, today),
      lte(deliverables.dueDate, addDays(today, UPCOMING_DAYS)),
      notInArray(deliverables.status, DONE),
    );
  }
  if (due?.kind === "range") {
    conditions.push(gte(deliverables.dueDate, due.from), lte(deliverables.dueDate, due.to));
  }
  return and(...conditions);
}

/** A property's deliverables in work order (the API and the assistant's tool: the first 5,000). */
export async function listDeliverables(
  query: DeliverableListQuery,
  today: string = todayIso(),
  db: Db | Tx = getDb(),
): Promise<Deliverable[]> {
  const rows = await baseQuery(db)
    .where(listConditions(query, today))
    .orderBy(...workOrder(today))
    .limit(5000);
  return withProofs(rows, today, db);
}

/**
 * One page of a property's deliverables in work order (the Fulfilment page), with how many the
 * whole list holds and how many of them are overdue.
 */
export async function pageOfDeliverables(
  query: DeliverableListQuery,
  paging: { page: number; pageSize: number },
  today: string = todayIso(),
  db: Db | Tx = getDb(),
): Promise<Page<Deliverable> & { overdue: number }> {
  const where = listConditions(query, today);
  const [rows, [counts]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...workOrder(today))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({
        total: count(),
        overdue: sql<number>`count(*) filter (where ${overdueCondition(today)})`.mapWith(Number),
      })
      .from(deliverables)
      .innerJoin(contracts, eq(contracts.id, deliverables.contractId))
      .where(where),
  ]);
  return {
    items: await withProofs(rows, today, db),
    total: counts?.total ?? 0,
    overdue: counts?.overdue ?? 0,
    ...paging,
  };
}

/** One deliverable with its proofs, or a 404. */
export async function getDeliverableOrThrow(
  id: number,
  today: string = todayIso(),
  db: Db | Tx = getDb(),
): Promise<Deliverable> {
  const rows = await baseQuery(db).where(eq(deliverables.id, id));
  if (rows.length === 0) throw notFound(DELIVERABLE_MESSAGES.notFound);
  const [view] = await withProofs(rows, today, db);
  return view!;
}
