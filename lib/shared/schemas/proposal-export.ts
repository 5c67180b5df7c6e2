import { z } from "zod";
import { jobViewSchema } from "./jobs";

/** A proposal is exported as a PDF document or a PowerPoint deck. */
export const PROPOSAL_EXPORT_FORMATS = ["pdf", "pptx"] as const;
export type ProposalExportFormat = (typeof PROPOSAL_EXPORT_FORMATS)[number];

export const PROPOSAL_EXPORT_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type ProposalExportStatus = (typeof PROPOSAL_EXPORT_STATUSES)[number];

/** POST /api/proposals/{id}/exports */
export const proposalExportCreateSchema = z.object({
  format: z.enum(PROPOSAL_EXPORT_FORMATS, { error: "format must be pdf or pptx" }),
});
export type ProposalExportCreateInput = z.infer<typeof proposalExportCreateSchema>;

/** An export as the API answers it. */
export const proposalExportViewSchema = z.object({
  id: z.number(),
  proposalId: z.number(),
  version: z.number(),
  format: z.enum(PROPOSAL_EXPORT_FORMATS),
  status: z.enum(PROPOSAL_EXPORT_STATUSES),
  jobId: z.string().nullable(),
  fileName: z.string().nullable(),
  byteSize: z.number().nullable(),
  error: z.string().nullable(),
  /** GET this path to download the file, once the export is completed. */
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ProposalExportView = z.infer<typeof proposalExportViewSchema>;

export const proposalExportListSchema = z.object({ items: z.array(proposalExportViewSchema) });
export type ProposalExportList = z.infer<typeof proposalExportListSchema>;

/** POST /api/proposals/{id}/exports answers 202 with the export and its job. */
export const proposalExportCreatedSchema = z.object({
  export: proposalExportViewSchema,
  job: jobViewSchema,
});
export type ProposalExportCreated = z.infer<typeof proposalExportCreatedSchema>;
