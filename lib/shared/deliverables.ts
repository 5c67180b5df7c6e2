// The fulfilment vocabulary, in a module without zod: the pages' islands load it, and the
// schemas (lib/shared/schemas/deliverable.ts) build on it.

export const DELIVERABLE_STATUSES = ["planned", "delivered", "missed", "waived"] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

export const PROOF_KINDS = ["photo", "document", "link", "figure"] as const;
export const PROOF_METRICS = ["impressions", "attendance", "clicks", "posts"] as const;
export type ProofMetric = (typeof PROOF_METRICS)[number];
