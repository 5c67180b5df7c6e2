import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  deliverableProofs,
  deliverables,
  eventBrands,
  inventoryAssets,
  sponsorBrands,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { valueSelection } from "@/lib/server/inventory/valuation";
import { publicUrlForKey } from "@/lib/server/storage/keys";
import type { DeliverableStatus, ProofMetric } from "@/lib/shared/deliverables";
import type { RecapContent } from "@/lib/shared/schemas/recap";
import { deliveryLines, proofPhotos, summedFigures, valueDelivered } from "./compute";

/**
 * Read what a recap reports for a contract and a season and make its content (the snapshot the
 * recap keeps). Only what the sponsor may see is read: names, logos, units, proofs, figures and
 * the value estimate; never owners, notes, fees or floor prices.
 */
export async function buildRecapContent(
  contractId: number,
  season: number,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<RecapContent> {
  const db = getDb();
  const [head] = await db
    .select({
      eventBrandId: contracts.eventBrandId,
      isSample: contracts.isSample,
      sponsorName: sponsorDeals.sponsorName,
      sponsorBrandName: sponsorBrands.name,
      sponsorLogo: sponsorBrands.logo,
      propertyName: eventBrands.name,
      propertyLogo: eventBrands.logoUrl,
    })
    .from(contracts)
    .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
    .innerJoin(eventBrands, eq(eventBrands.id, contracts.eventBrandId))
    .leftJoin(sponsorBrands, eq(sponsorBrands.id, contracts.sponsorBrandId))
    .where(eq(contracts.id, contractId));
  if (!head) throw new Error(`contract ${contractId} is gone`);

  const items = await db
    .select({
      assetId: contractItems.assetId,
      quantity: contractItems.quantity,
      name: inventoryAssets.name,
      category: inventoryAssets.category,
    })
    .from(contractItems)
    .innerJoin(inventoryAssets, eq(inventoryAssets.id, contractItems.assetId))
    .where(eq(contractItems.contractId, contractId))
    .orderBy(asc(contractItems.id));
  const assets = [...new Map(items.map((item) => [item.assetId, item])).values()];
  const units = await db
    .select({
      id: deliverables.id,
      assetId: deliverables.assetId,
      label: deliverables.label,
      status: deliverables.status,
    })
    .from(deliverables)
    .where(and(eq(deliverables.contractId, contractId), eq(deliverables.season, season)))
    .orderBy(asc(deliverables.dueDate), asc(deliverables.id));
  const proofRows = units.length
    ? await db
        .select()
        .from(deliverableProofs)
        .where(
          inArray(
            deliverableProofs.deliverableId,
            units.map((unit) => unit.id),
          ),
        )
        .orderBy(asc(deliverableProofs.createdAt), asc(deliverableProofs.id))
    : [];
  await onProgress(40);

  const typedUnits = units.map((unit) => ({ ...unit, status: unit.status as DeliverableStatus }));
  const proofs = proofRows.map((row) => ({
    id: row.id,
    deliverableId: row.deliverableId,
    kind: row.kind,
    url: row.storageKey ? publicUrlForKey(row.storageKey) : row.url,
    metric: row.metric as ProofMetric | null,
    value: row.value,
    source: row.source,
  }));
  const { lines, totals } = deliveryLines(assets, typedUnits);

  // The same valuation as pricing, of the contracted selection for this season.
  const quantities = new Map<number, number>();
  for (const item of items) {
    quantities.set(item.assetId, (quantities.get(item.assetId) ?? 0) + item.quantity);
  }
  const valuation = quantities.size
    ? await valueSelection({
        eventBrandId: head.eventBrandId,
        season,
        items: [...quantities].map(([assetId, quantity]) => ({ assetId, quantity })),
      })
    : { low: null, mid: null, high: null, items: [] };
  await onProgress(80);

  const sponsorName = head.sponsorBrandName ?? head.sponsorName;
  return {
    title: `${season} season recap: ${sponsorName} × ${head.propertyName}`,
    season,
    sponsor: { name: sponsorName, logoUrl: head.sponsorLogo ?? null },
    property: { name: head.propertyName, logoUrl: head.propertyLogo ?? null },
    isSample: head.isSample,
    generatedAt: new Date().toISOString(),
    assets: lines,
    totals,
    photos: proofPhotos(typedUnits, proofs),
    figures: summedFigures(typedUnits, proofs),
    value: valueDelivered(lines, valuation),
  };
}
