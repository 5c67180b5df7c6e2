import { Badge } from "@/components/ui/badge";
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from "@/lib/shared/proposal-vocabulary";

const VARIANT: Record<
  ProposalStatus,
  "secondary" | "info" | "warning" | "success" | "destructive"
> = {
  draft: "secondary",
  sent: "info",
  viewed: "warning",
  accepted: "success",
  declined: "destructive",
};

/** A proposal's status, coloured the same on every page. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge variant={VARIANT[status]}>{PROPOSAL_STATUS_LABELS[status]}</Badge>;
}
