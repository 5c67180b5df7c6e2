import { PROOF_METRICS, type DeliverableStatus, type ProofMetric } from "@/lib/shared/deliverables";
import type {
  RecapAssetLine,
  RecapFigure,
  RecapPhoto,
  RecapTotals,
  RecapValue,
} from "@/lib/shared/schemas/recap";

/**
 * The arithmetic of a recap (docs/product.md#recaps), pure so it is tested without a database:
 * units per asset, the proofs a sponsor sees, the figures summed, and the delivered share of the
 * contracted selection's valuation.
 */

export interface RecapAssetInput {
  assetId: number;
  name: string;
  category: string;
}

export interface RecapDeliverableInput {
  id: number;
  assetId: number;
  label: string;
  status: DeliverableStatus;
}

export interface RecapProofInput {
  id: number;
  deliverableId: number;
  kind: string;
  /** The file's public address (photos) or the link. */
  url: string | null;
  metric: ProofMetric | null;
  value: number | null;
  source: string | null;
}

/** Whole percentage of delivered over owed (contracted less waived); null when nothing is owed. */
export function percentDelivered(delivered: number, contracted: number, waived: number) {
  const owed = contracted - waived;
  return owed > 0 ? Math.round((delivered / owed) * 100) : null;
}

function count(list: readonly RecapDeliverableInput[], status: DeliverableStatus) {
  return list.filter((deliverable) => deliverable.status === status).length;
}

/** One line per contracted asset (in the order given), and the season's totals. */
export function deliveryLines(
  assets: readonly RecapAssetInput[],
  deliverables: readonly RecapDeliverableInput[],
): { lines: RecapAssetLine[]; totals: RecapTotals } {
  const lines = assets.map((asset) => {
    const own = deliverables.filter((deliverable) => deliverable.assetId === asset.assetId);
    const delivered = count(own, "delivered");
    const waived = count(own, "waived");
    return {
      assetId: asset.assetId,
      name: asset.name,
      category: asset.category,
      contracted: own.length,
      delivered,
      missed: count(own, "missed"),
      waived,
      planned: count(own, "planned"),
      percentDelivered: percentDelivered(delivered, own.length, waived),
    };
  });
  const sum = (key: "contracted" | "delivered" | "missed" | "waived" | "planned") =>
    lines.reduce((total, line) => total + line[key], 0);
  const totals = {
    contracted: sum("contracted"),
    delivered: sum("delivered"),
    missed: sum("missed"),
    waived: sum("waived"),
    planned: sum("planned"),
    percentDelivered: percentDelivered(sum("delivered"), sum("contracted"), sum("waived")),
  };
  return { lines, totals };
}

/** Proofs count only on delivered deliverables: a missed unit's photo proves nothing sold. */
function deliveredProofs(
  deliverables: readonly RecapDeliverableInput[],
  proofs: readonly RecapProofInput[],
) {
  const delivered = new Map(
    deliverables.filter((d) => d.status === "delivered").map((d) => [d.id, d] as const),
  );
  return proofs.flatMap((proof) => {
    const deliverable = delivered.get(proof.deliverableId);
    return deliverable ? [{ proof, deliverable }] : [];
  });
}

/** The photos of delivered deliverables, labelled by what they prove. */
export function proofPhotos(
  deliverables: readonly RecapDeliverableInput[],
  proofs: readonly RecapProofInput[],
): RecapPhoto[] {
  return deliveredProofs(deliverables, proofs).flatMap(({ proof, deliverable }) =>
    proof.kind === "photo" && proof.url
      ? [{ proofId: proof.id, label: deliverable.label, url: proof.url }]
      : [],
  );
}

/** The measured figures of delivered deliverables, summed per metric, with their sources. */
export function summedFigures(
  deliverables: readonly RecapDeliverableInput[],
  proofs: readonly RecapProofInput[],
): RecapFigure[] {
  const figures = deliveredProofs(deliverables, proofs).filter(
    ({ proof }) => proof.kind === "figure" && proof.metric !== null && proof.value !== null,
  );
  return PROOF_METRICS.flatMap((metric) => {
    const own = figures.filter(({ proof }) => proof.metric === metric);
    if (own.length === 0) return [];
    const sources = [
      ...new Set(own.flatMap(({ proof }) => (proof.source?.trim() ? [proof.source.trim()] : []))),
    ];
    return [{ metric, total: own.reduce((sum, { proof }) => sum + proof.value!, 0), sources }];
  });
}

export interface ContractedValuation {
  low: number | null;
  mid: number | null;
  high: number | null;
  /** Each contracted asset's list price for the season (the weights of the delivered share). */
  items: ReadonlyArray<{ assetId: number; rateCard: number }>;
}

/**
 * The delivered share of what was contracted: each asset's delivered units over its contracted
 * units, weighted by the asset's rate card (by its units when no asset has a list price). Waived
 * units deliver nothing, so they lower the value even though they are not owed.
 */
export function deliveredShare(
  lines: readonly RecapAssetLine[],
  items: ContractedValuation["items"],
): number {
  const priced = new Map(items.map((item) => [item.assetId, item.rateCard]));
  const owed = lines.filter((line) => line.contracted > 0);
  const byPrice = owed.some((line) => (priced.get(line.assetId) ?? 0) > 0);
  const weight = (line: RecapAssetLine) =>
    byPrice ? (priced.get(line.assetId) ?? 0) : line.contracted;
  const total = owed.reduce((sum, line) => sum + weight(line), 0);
  if (total === 0) return 0;
  const share = owed.reduce(
    (sum, line) => sum + weight(line) * (line.delivered / line.contracted),
    0,
  );
  return Math.round((share / total) * 1000) / 1000;
}

const scaled = (value: number | null, share: number) =>
  value === null ? null : Math.round(value * share);

/** The value delivered: the contracted selection's valuation range times the delivered share. */
export function valueDelivered(
  lines: readonly RecapAssetLine[],
  valuation: ContractedValuation,
): RecapValue {
  const share = deliveredShare(lines, valuation.items);
  return {
    estimate: true,
    currency: "USD",
    deliveredShare: share,
    low: scaled(valuation.low, share),
    mid: scaled(valuation.mid, share),
    high: scaled(valuation.high, share),
    basis:
      `Estimate: the season's contracted assets valued with the audience model and comparable ` +
      `deals used for pricing, times the ${Math.round(share * 100)}% of them delivered ` +
      `(weighted by list price).`,
  };
}
