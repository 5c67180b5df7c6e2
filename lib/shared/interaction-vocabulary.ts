/**
 * The words of a sponsor's interactions and sales pipeline the screens show: interaction types,
 * pipeline stages and their labels. Kept apart from the interaction schemas so a client component
 * reading them does not load zod.
 */

export const INTERACTION_TYPES = ["call", "meeting", "email", "note"] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export const INTERACTION_LABELS: Record<InteractionType, string> = {
  call: "Call",
  meeting: "Meeting",
  email: "Email",
  note: "Note",
};

/** Stages of a sponsor's pipeline (sponsor_progress.currentStage; default prospect). */
export const PIPELINE_STAGES = [
  "prospect",
  "contacted",
  "meeting",
  "proposal",
  "negotiation",
  "won",
  "lost",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const PIPELINE_LABELS: Record<PipelineStage, string> = {
  prospect: "Prospect",
  contacted: "Contacted",
  meeting: "Meeting",
  proposal: "Proposal",
  negotiation: "Negotiation",
  won: "Won",
  lost: "Lost",
};
