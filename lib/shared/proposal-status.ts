/**
 * A proposal's statuses and their labels, in a module of their own (no zod) so that a page showing
 * a status badge, the dashboard among them, does not load the proposal schemas.
 */
export const PROPOSAL_STATUSES = ["draft", "sent", "viewed", "accepted", "declined"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
};
