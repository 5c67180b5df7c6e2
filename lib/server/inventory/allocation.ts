/**
 * The arithmetic of availability, with no database: given a season's events, a property's assets
 * and the units allocated to them (sold or held), how many of each asset remain. Kept apart from
 * the queries so it can be tested alone.
 */
import type { AssetCategory, AssetScope } from "@/lib/shared/inventory";
import type { AssetAvailability } from "@/lib/shared/schemas/inventory";
import { eventsForAsset, type SeasonEvent } from "./seasons";

/**
 * Units of one asset taken for one season by something (a contract, an open proposal).
 * `quantity` is per event for an event asset (taken at every event the asset applies to, or only
 * at `eventIds` when given) and per season for a season asset. `sold` units are gone for good;
 * `held` ones are promised while an offer is open.
 */
export type AllocationRow = {
  assetId: number;
  kind: "sold" | "held";
  quantity: number;
  /** Only these events (event assets); null or absent: every event the asset applies to. */
  eventIds?: readonly number[] | null;
};

/** The asset fields availability needs. */
export type AllocatableAsset = {
  id: number;
  name: string;
  category: AssetCategory;
  scope: AssetScope;
  unit: string;
  quantity: number;
  specificEventIds: readonly number[];
};

type Counts = { quantity: number; sold: number; held: number; available: number };

function countsFor(quantity: number, rows: readonly AllocationRow[]): Counts & { over: boolean } {
  const sum = (kind: AllocationRow["kind"]) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.quantity, 0);
  const sold = sum("sold");
  const held = sum("held");
  return {
    quantity,
    sold,
    held,
    available: Math.max(0, quantity - sold - held),
    over: sold + held > quantity,
  };
}

/**
 * Each asset's quantity, sold, held and available in a season. An event asset is counted at each
 * event it applies to (its totals are the sums over those events); a season asset once. Available
 * never falls below 0: an overbooked asset says so with `overbooked`.
 */
export function computeAvailability(
  assets: readonly AllocatableAsset[],
  events: readonly SeasonEvent[],
  allocations: readonly AllocationRow[],
): AssetAvailability[] {
  const byAsset = new Map<number, AllocationRow[]>();
  for (const row of allocations) {
    byAsset.set(row.assetId, [...(byAsset.get(row.assetId) ?? []), row]);
  }
  return assets.map((asset) => {
    const rows = byAsset.get(asset.id) ?? [];
    const base = {
      assetId: asset.id,
      name: asset.name,
      category: asset.category,
      scope: asset.scope,
      unit: asset.unit,
    };
    if (asset.scope === "season") {
      const { over, ...counts } = countsFor(asset.quantity, rows);
      return { ...base, ...counts, overbooked: over, events: [] };
    }
    const perEvent = eventsForAsset(asset, events).map((event) => {
      const atEvent = rows.filter((row) => !row.eventIds || row.eventIds.includes(event.id));
      return { event, ...countsFor(asset.quantity, atEvent) };
    });
    const total = (key: keyof Counts) => perEvent.reduce((sum, entry) => sum + entry[key], 0);
    return {
      ...base,
      quantity: total("quantity"),
      sold: total("sold"),
      held: total("held"),
      available: total("available"),
      overbooked: perEvent.some((entry) => entry.over),
      events: perEvent.map(({ event, quantity, sold, held, available }) => ({
        eventId: event.id,
        name: event.name,
        quantity,
        sold,
        held,
        available,
      })),
    };
  });
}
