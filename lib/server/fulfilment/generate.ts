import "server-only";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  deliverableProofs,
  deliverables,
  inventoryAssets,
} from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { seasonEvents } from "@/lib/server/inventory/seasons";
import { deliverableKey, planDeliverables, seasonsCovered } from "./plan";

export interface SyncResult {
  created: number;
  removed: number;
}

/**
 * Bring a contract's deliverables in line with what it sold (see plan.ts). Idempotent: what
 * exists is kept as it is (its label, owner and status may have been edited), what is missing is
 * added, and planned deliverables that no longer match an item, season, event or unit are removed
 * unless they carry proof. A cancelled contract keeps what it has.
 */
export async function syncDeliverables(
  contractId: number,
  db: Db | Tx = getDb(),
): Promise<SyncResult> {
  const [contract] = await db
    .select({
      id: contracts.id,
      eventBrandId: contracts.eventBrandId,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      status: contracts.status,
      createdBy: contracts.createdBy,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) throw notFound("Contract not found");

  const items = await db
    .select({
      id: contractItems.id,
      assetId: contractItems.assetId,
      quantity: contractItems.quantity,
      specificEventIds: contractItems.specificEventIds,
      assetName: inventoryAssets.name,
      scope: inventoryAssets.scope,
      assetEventIds: inventoryAssets.specificEventIds,
    })
    .from(contractItems)
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, contractItems.assetId))
    .where(eq(contractItems.contractId, contractId));

  const seasons = await Promise.all(
    seasonsCovered(contract.startDate, contract.endDate).map(async (season) => ({
      season,
      events: await seasonEvents(contract.eventBrandId, season, db),
    })),
  );
  const planned =
    contract.status === "cancelled" ? [] : planDeliverables({ ...contract, items, seasons });

  let created = 0;
  if (planned.length > 0) {
    const inserted = await db
      .insert(deliverables)
      .values(planned.map((p) => ({ ...p, contractId, ownerUserId: contract.createdBy ?? null })))
      .onConflictDoNothing()
      .returning({ id: deliverables.id });
    created = inserted.length;
  }
  if (contract.status === "cancelled") return { created, removed: 0 };

  const wanted = new Set(planned.map(deliverableKey));
  const existing = await db
    .select({
      id: deliverables.id,
      contractItemId: deliverables.contractItemId,
      season: deliverables.season,
      specificEventId: deliverables.specificEventId,
      unitNumber: deliverables.unitNumber,
    })
    .from(deliverables)
    .where(
      and(
        eq(deliverables.contractId, contractId),
        eq(deliverables.status, "planned"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(deliverableProofs)
            .where(eq(deliverableProofs.deliverableId, deliverables.id)),
        ),
      ),
    );
  const stale = existing.filter((row) => !wanted.has(deliverableKey(row))).map((row) => row.id);
  if (stale.length > 0) await db.delete(deliverables).where(inArray(deliverables.id, stale));
  return { created, removed: stale.length };
}
