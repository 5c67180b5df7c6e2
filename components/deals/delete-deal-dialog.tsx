"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useDeleteDeal } from "@/lib/client/hooks/use-deals";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";
import { levelLabel } from "./deal-rules";

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
    <AlertDialog open={deal !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Sponsor Deal?</AlertDialogTitle>
          <AlertDialogDescription>
            {deal
              ? `This deletes ${deal.sponsorName}'s ${levelLabel(deal.sponsorshipLevel)} deal with ${brandName}. This cannot be undone.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (deal) remove.mutate(deal, { onSettled: onClose });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
