import { eventsForAsset, type SeasonEvent } from "@/lib/server/inventory/seasons";

/** A contract item as planning reads it: the sold asset with its scope and events. */
export interface PlanItem {
  id: number;
  assetId: number;
  assetName: string;
  /** "event": `quantity` units at each event it applies to; "season": per season. */
  scope: string;
  quantity: number;
  /** The events the asset itself is limited to (empty: every event of the season). */
  assetEventIds: readonly number[];
  /** The events the contract names for it (empty: every event the asset applies to). */
  specificEventIds: readonly number[];
}

/** One season the contract covers, with the property's events in it (date order). */
export interface PlanSeason {
  season: number;
  events: readonly SeasonEvent[];
}

export interface PlannedDeliverable {
  contractItemId: number;
  assetId: number;
  specificEventId: number | null;
  season: number;
  unitNumber: number;
  label: string;
  dueDate: string;
}

export { seasonsCovered } from "@/lib/shared/renewals";

/** The identity of a deliverable: one per item, season, event and unit. */
export const deliverableKey = (d: {
  contractItemId: number;
  season: number;
  specificEventId: number | null;
  unitNumber: number;
}) => `${d.contractItemId}:${d.season}:${d.specificEventId ?? 0}:${d.unitNumber}`;

/**
 * What a contract must deliver: for an event asset, one deliverable per unit at each event it
 * applies to (the asset's events, narrowed by the ones the contract names) within the contract's
 * dates, due on the event's start date; for a season asset, one per unit per season, due on the
 * season's last event (31 December when the season has none).
 */
export function planDeliverables(input: {
  startDate: string;
  endDate: string;
  items: readonly PlanItem[];
  seasons: readonly PlanSeason[];
}): PlannedDeliverable[] {
  const planned: PlannedDeliverable[] = [];
  const inTerm = (date: string | null): date is string =>
    date !== null && date >= input.startDate && date <= input.endDate;
  for (const { season, events } of input.seasons) {
    for (const item of input.items) {
      const units = Array.from({ length: item.quantity }, (_, i) => i + 1);
      if (item.scope === "season") {
        const last = events.findLast((event) => event.startDate !== null)?.startDate;
        const dueDate = last ?? `${season}-12-31`;
        for (const unitNumber of units) {
          planned.push({
            contractItemId: item.id,
            assetId: item.assetId,
            specificEventId: null,
            season,
            unitNumber,
            label: `${item.assetName}, ${season} season, unit ${unitNumber}`,
            dueDate,
          });
        }
        continue;
      }
      let applicable = eventsForAsset({ specificEventIds: item.assetEventIds }, events);
      if (item.specificEventIds.length > 0) {
        const named = new Set(item.specificEventIds);
        applicable = applicable.filter((event) => named.has(event.id));
      }
      for (const event of applicable) {
        if (!inTerm(event.startDate)) continue;
        for (const unitNumber of units) {
          planned.push({
            contractItemId: item.id,
            assetId: item.assetId,
            specificEventId: event.id,
            season,
            unitNumber,
            label: `${item.assetName}, ${event.name}, unit ${unitNumber}`,
            dueDate: event.startDate,
          });
        }
      }
    }
  }
  return planned;
}
