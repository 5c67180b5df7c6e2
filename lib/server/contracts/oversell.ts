import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { recordAudit } from "@/lib/server/audit/record";
import type { Db, Tx } from "@/lib/server/db/client";
import { AppError, forbidden } from "@/lib/server/http/errors";
import {
  contractAllocations,
  getAvailability,
  openProposalHolds,
} from "@/lib/server/inventory/availability";
import { seasonsCovered } from "@/lib/shared/renewals";
import { CONTRACT_MESSAGES, type Shortage } from "@/lib/shared/schemas/contract";
import type { ContractItemInput } from "./items";

/**
 * What selling these items would leave short, season by season: at each event an event asset's
 * item takes units at (the events it names, else every event the asset applies to), and in the
 * season for a season asset. Everything else that takes inventory counts (other contracts, open
 * proposals), the contract being edited (`excludeContractId`) does not.
 */
export async function findShortages(
  input: {
    eventBrandId: number;
    startDate: string;
    endDate: string;
    items: readonly ContractItemInput[];
    excludeContractId?: number;
  },
  db: Db | Tx,
): Promise<Shortage[]> {
  const sources = [contractAllocations(input.excludeContractId), openProposalHolds];
  const shortages: Shortage[] = [];
  for (const season of seasonsCovered(input.startDate, input.endDate)) {
    const availability = await getAvailability(input.eventBrandId, season, sources, db);
    for (const item of input.items) {
      const asset = availability.assets.find((entry) => entry.assetId === item.assetId);
      if (!asset) continue;
      if (asset.scope === "season") {
        const short = item.quantity - asset.available;
        if (short > 0)
          shortages.push({
            assetId: asset.assetId,
            season,
            eventId: null,
            short,
            message: `${asset.name}: ${short} short in ${season}`,
          });
        continue;
      }
      const named = new Set(item.specificEventIds);
      for (const event of asset.events) {
        if (named.size > 0 && !named.has(event.eventId)) continue;
        const short = item.quantity - event.available;
        if (short > 0)
          shortages.push({
            assetId: asset.assetId,
            season,
            eventId: event.eventId,
            short,
            message: `${asset.name}: ${short} short at ${event.name}`,
          });
      }
    }
  }
  return shortages;
}

/**
 * Refuse a sale that leaves inventory short (409 naming each shortage), unless an admin sends
 * `override` (a member's override is a 403): then the sale goes through and `recordOversell`
 * writes what was oversold, and by whom, to the audit log with the change.
 */
export function guardOversell(shortages: Shortage[], override: boolean, user: ActingUser): void {
  if (shortages.length === 0) return;
  if (!override) {
    throw new AppError(
      "CONFLICT",
      `${CONTRACT_MESSAGES.oversold}: ${shortages.map((s) => s.message).join("; ")}`,
      { details: { shortages } },
    );
  }
  if (user.role !== "admin") throw forbidden(CONTRACT_MESSAGES.overrideAdminOnly);
}

export async function recordOversell(
  tx: Tx,
  shortages: Shortage[],
  user: ActingUser,
  contract: { id: number; label: string },
): Promise<void> {
  if (shortages.length === 0) return;
  await recordAudit(
    {
      action: "contract.oversold",
      actor: { id: user.id, username: user.username },
      target: { type: "contract", id: contract.id, label: contract.label },
      details: { shortages },
    },
    tx,
  );
}
