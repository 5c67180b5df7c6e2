import { z } from "zod";
import { PROOF_METRICS } from "@/lib/shared/deliverables";
import { jobViewSchema } from "./jobs";
import { proposalExportViewSchema } from "./proposal-export";
import { publicProposalSchema } from "./proposal";
import { shareLinkViewSchema } from "./proposal-share-link";
import { seasonYear } from "./specific-event";

/**
 * Recaps (proof of performance, docs/product.md#recaps): for one contract and one season, what was
 * contracted and delivered per asset, the proof photos, the measured figures summed and the value
 * delivered (an estimate). `content` is a snapshot made by the recap job: everything in it may be
 * shown to the sponsor.
 */

export const RECAP_STATUSES = ["queued", "processing", "ready", "failed"] as const;
export type RecapStatus = (typeof RECAP_STATUSES)[number];

export const RECAP_MESSAGES = {
  notFound: "Recap not found",
  seasonNotCovered: (season: number, seasons: readonly number[]) =>
    `The contract does not cover the ${season} season: choose one of ${seasons.join(", ")}`,
} as const;

/** POST /api/contracts/{id}/recaps */
export const recapCreateSchema = z.object({ season: seasonYear("season") });
export type RecapCreateInput = z.infer<typeof recapCreateSchema>;

export const recapAssetLineSchema = z.object({
  assetId: z.number(),
  name: z.string(),
  category: z.string(),
  contracted: z.number().meta({ description: "Units the contract owes in the season." }),
  delivered: z.number(),
  missed: z.number(),
  waived: z.number(),
  /** Neither delivered, missed nor waived yet. */
  planned: z.number(),
  /** delivered / (contracted − waived) as a whole percentage; null when nothing is owed. */
  percentDelivered: z.number().nullable(),
});
export type RecapAssetLine = z.infer<typeof recapAssetLineSchema>;

export const recapPhotoSchema = z.object({
  proofId: z.number(),
  /** The deliverable it proves ("Tee box sign, LIV Golf Riyadh, hole 7"). */
  label: z.string(),
  url: z.string(),
});
export type RecapPhoto = z.infer<typeof recapPhotoSchema>;

export const recapFigureSchema = z.object({
  metric: z.enum(PROOF_METRICS),
  total: z.number(),
  /** The distinct sources the figures were measured by. */
  sources: z.array(z.string()),
});
export type RecapFigure = z.infer<typeof recapFigureSchema>;

export const recapValueSchema = z.object({
  estimate: z.literal(true),
  currency: z.literal("USD"),
  /** The delivered share of the contracted selection's value (0 to 1), weighted by rate card. */
  deliveredShare: z.number(),
  low: z.number().nullable(),
  mid: z.number().nullable(),
  high: z.number().nullable(),
  /** How the estimate was made, in plain words. */
  basis: z.string(),
});
export type RecapValue = z.infer<typeof recapValueSchema>;

export const recapTotalsSchema = recapAssetLineSchema.pick({
  contracted: true,
  delivered: true,
  missed: true,
  waived: true,
  planned: true,
  percentDelivered: true,
});
export type RecapTotals = z.infer<typeof recapTotalsSchema>;

export const recapContentSchema = z.object({
  title: z.string(),
  season: z.number(),
  sponsor: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  property: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  isSample: z.boolean(),
  generatedAt: z.string(),
  assets: z.array(recapAssetLineSchema),
  totals: recapTotalsSchema,
  photos: z.array(recapPhotoSchema),
  figures: z.array(recapFigureSchema),
  value: recapValueSchema,
});
export type RecapContent = z.infer<typeof recapContentSchema>;

export const recapViewSchema = z.object({
  id: z.number(),
  contractId: z.number(),
  season: z.number(),
  status: z.enum(RECAP_STATUSES),
  jobId: z.string().nullable(),
  /** The report, once the job has made it (status ready). */
  content: recapContentSchema.nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecapView = z.infer<typeof recapViewSchema>;

export const recapListSchema = z.object({ items: z.array(recapViewSchema) });
export type RecapList = z.infer<typeof recapListSchema>;

/** POST /api/contracts/{id}/recaps answers 202 with the recap and its job. */
export const recapCreatedSchema = z.object({ recap: recapViewSchema, job: jobViewSchema });
export type RecapCreated = z.infer<typeof recapCreatedSchema>;

/** A recap's export: a proposal export's fields, naming the recap instead. */
export const recapExportViewSchema = proposalExportViewSchema
  .omit({ proposalId: true, version: true })
  .extend({ recapId: z.number() });
export type RecapExportView = z.infer<typeof recapExportViewSchema>;
export const recapExportListSchema = z.object({ items: z.array(recapExportViewSchema) });
export type RecapExportList = z.infer<typeof recapExportListSchema>;
export const recapExportCreatedSchema = z.object({
  export: recapExportViewSchema,
  job: jobViewSchema,
});
export type RecapExportCreated = z.infer<typeof recapExportCreatedSchema>;

/** A recap's share link: a proposal link's fields, naming the recap instead (url `/r/{token}`). */
export const recapShareLinkViewSchema = shareLinkViewSchema
  .omit({ proposalId: true })
  .extend({ recapId: z.number() });
export type RecapShareLinkView = z.infer<typeof recapShareLinkViewSchema>;
export const recapShareLinkListSchema = z.object({ items: z.array(recapShareLinkViewSchema) });
export type RecapShareLinkList = z.infer<typeof recapShareLinkListSchema>;

/** GET /api/shared-recaps/{token}: the sponsor's view, in the shape a shared proposal has. */
export const sharedRecapSchema = z.object({
  recap: publicProposalSchema,
  counted: z.boolean(),
});
export type SharedRecap = z.infer<typeof sharedRecapSchema>;
