/** A deal's status, without zod: the deal views and their address parsers read it. */
export const DEAL_STATUSES = ["Active", "Pending", "Expired"] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
