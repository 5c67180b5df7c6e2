/**
 * The words of a proposal the screens show and filter by: statuses, their labels, the package
 * tiers, the list's page size, the export formats' names and a share passcode's length. Kept apart from the proposal schemas so a client component
 * reading them does not load zod.
 */
import { MATCH_TIER_FALLBACK, MATCH_TIER_THRESHOLDS } from "@/lib/shared/match-labels";
import type { ProposalExportFormat } from "@/lib/shared/schemas/proposal-export";

export const PROPOSAL_STATUSES = ["draft", "sent", "viewed", "accepted", "declined"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
};

/** The statuses a seller sets by hand ("viewed" is set by the share page). */
export const PROPOSAL_MANUAL_STATUSES = ["sent", "accepted", "declined"] as const;

/** The package tiers a proposal offers: the labels of the match tier scale, highest first. */
export const PROPOSAL_TIERS = [
  ...MATCH_TIER_THRESHOLDS.map((tier) => tier.label),
  MATCH_TIER_FALLBACK,
] as const;
export type ProposalTier = (typeof PROPOSAL_TIERS)[number];

export const PROPOSAL_PAGE_SIZE = 25;

/** What each export format is called on screen. */
export const PROPOSAL_EXPORT_LABELS: Record<ProposalExportFormat, string> = {
  pdf: "PDF",
  pptx: "PowerPoint",
};

/** How many characters a share link's passcode has. */
export const SHARE_PASSCODE_LENGTH = { min: 6, max: 64 } as const;
