"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteDeal } from "@/lib/client/hooks/use-deals";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";
import { levelLabel } from "@/lib/shared/deal-rules";

/** Confirm before a deal is deleted: it is a business record and cannot be brought back. */
export function DeleteDealDialog({
  deal,
  brandName,
  onClose,
}: {
  deal: SponsorDeal | null;
  brandName: string;
  onClose: () => void;
}) {
  const remove = useDeleteDeal();
  return (
    <ConfirmDialog
      open={deal !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Delete Sponsor Deal?"
      description={
        deal
          ? `This deletes ${deal.sponsorName}'s ${levelLabel(deal.sponsorshipLevel)} deal with ${brandName}. This cannot be undone.`
          : null
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      destructive
      stayOpen
      onConfirm={() => {
        if (deal) remove.mutate(deal, { onSettled: onClose });
      }}
    />
  );
}
