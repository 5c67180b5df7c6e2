import type { DeliverableStatus } from "@/lib/shared/deliverables";

/** How a deliverable's status reads on screen. */
export const STATUS_LABELS: Record<DeliverableStatus, string> = {
  planned: "Planned",
  delivered: "Delivered",
  missed: "Missed",
  waived: "Waived",
};
