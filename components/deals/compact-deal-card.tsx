"use client";

import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { DealCardData } from "@/lib/shared/schemas/deal";
import { conflictSummary } from "./conflict-callout";
import { DealFacts, DealMarkers, type DealActions } from "./deal-card";
import {
  dealDuration,
  dealLevelLabel,
  dealPropertyText,
  dealValueText,
} from "@/lib/shared/deal-rules";
import { DealSourceLine } from "./deal-source";
import { StatusPill } from "./status-pill";

/**
 * The compact card of a standard sponsor: logo, name, status, level (and, for a sourced deal, the
 * team or event it is with and its source) and View, which opens
 * the full details (value, dates, activations, clashes, edit and delete) in a dialog.
 */
export function CompactDealCard({ deal, onEdit, onDelete }: { deal: DealCardData } & DealActions) {
  const conflicted = deal.conflictCount > 0;
  // Editing or deleting closes the details first, so only one dialog holds the focus.
  const [open, setOpen] = useState(false);
  return (
    <div
      role="article"
      aria-labelledby={`deal-${deal.id}-name`}
      data-testid="compact-deal-card"
      className={`flex items-center gap-3 rounded-lg border bg-card p-3 shadow-xs ${conflicted ? "border-warning/60" : ""}`}
    >
      <BrandLogo name={deal.sponsorName} logoUrl={deal.logoUrl} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <h3 id={`deal-${deal.id}-name`} className="truncate text-sm font-semibold">
            {deal.sponsorName}
          </h3>
          {conflicted ? (
            <ShieldAlert
              className="size-4 shrink-0 text-warning"
              role="img"
              aria-label={`Exclusivity conflict: ${conflictSummary(deal.conflicts, deal.conflictCount)}`}
            />
          ) : null}
        </div>
        <p className="truncate text-xs text-muted-foreground">
          {[dealLevelLabel(deal), dealPropertyText(deal)].filter(Boolean).join(" · ")}
        </p>
        <p data-testid="compact-deal-facts" className="truncate text-xs text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">{dealValueText(deal)}</span> ·{" "}
          {dealDuration(deal)}
        </p>
        {deal.source ? (
          <DealSourceLine source={deal.source} className="truncate text-xs text-muted-foreground" />
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <StatusPill status={deal.status} />
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="link" size="sm" className="h-auto px-0 text-xs">
              View<span className="sr-only"> {deal.sponsorName}</span>
            </Button>
          </DialogTrigger>
          <DialogContent className="sm:max-w-lg">
            <DialogHeader className="text-left">
              <div className="flex items-center gap-3">
                <BrandLogo name={deal.sponsorName} logoUrl={deal.logoUrl} size="lg" />
                <div className="min-w-0 space-y-1">
                  <DialogTitle>{deal.sponsorName}</DialogTitle>
                  <DialogDescription>{deal.industry ?? "Industry not set"}</DialogDescription>
                </div>
                <StatusPill status={deal.status} className="mr-6 ml-auto" />
              </div>
            </DialogHeader>
            <DealMarkers deal={deal} />
            <DealFacts
              deal={deal}
              onEdit={(target) => {
                setOpen(false);
                onEdit(target);
              }}
              onDelete={(target) => {
                setOpen(false);
                onDelete(target);
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
