"use client";

import { ArrowRight, CalendarRange, Pencil, ShieldCheck, Trash2, Wallet } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { DealCardData, SponsorDeal } from "@/lib/shared/schemas/deal";
import { ConflictBadge, ConflictCallout } from "./conflict-callout";
import {
  dealDuration,
  dealLevelLabel,
  dealPropertyText,
  dealValueText,
} from "@/lib/shared/deal-rules";
import { DealContractLink } from "./deal-contracts";
import { DealSourceLine } from "./deal-source";
import { SampleBadge, StatusPill } from "./status-pill";

export interface DealActions {
  onEdit: (deal: SponsorDeal) => void;
  onDelete: (deal: SponsorDeal) => void;
}

/**
 * Value, duration, source, activation chips, clashes and actions: the body of a full card. Sample
 * and sourced deals are read-only, so they have no edit or delete.
 */
export function DealFacts({ deal, onEdit, onDelete }: { deal: DealCardData } & DealActions) {
  return (
    <div className="flex flex-1 flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/50 p-3 text-sm">
        <div className="space-y-0.5">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Wallet className="size-3.5" aria-hidden /> Deal Value
          </dt>
          <dd className="text-base font-semibold tabular-nums">{dealValueText(deal)}</dd>
        </div>
        <div className="space-y-0.5">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <CalendarRange className="size-3.5" aria-hidden /> Duration
          </dt>
          <dd className="font-medium">{dealDuration(deal)}</dd>
        </div>
      </dl>
      {deal.source ? <DealSourceLine source={deal.source} /> : null}
      {deal.activationTypes.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Activation types">
          {deal.activationTypes.map((type) => (
            <li key={type}>
              <Badge variant="secondary" className="font-normal">
                {type}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <ConflictCallout conflicts={deal.conflicts} total={deal.conflictCount} />
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <DealContractLink dealId={deal.id} sponsorName={deal.sponsorName} />
        {deal.sponsorBrandId ? (
          <Button asChild variant="link" className="h-auto px-0">
            <Link href={`/sponsor-brands/detail/${deal.sponsorBrandId}`}>
              View Sponsor Details <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground">Not linked to the sponsor catalogue</span>
        )}
        {deal.isSample || deal.isSourced ? null : (
          <div className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onEdit(deal)}
              aria-label={`Edit ${deal.sponsorName}`}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(deal)}
              aria-label={`Delete ${deal.sponsorName}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** Level, exclusivity and sample markers under a sponsor's name. */
export function DealMarkers({ deal }: { deal: DealCardData }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant="gold" className="rounded-full">
        {dealLevelLabel(deal)}
      </Badge>
      {deal.hasExclusiveRights ? (
        <Badge variant="info" className="rounded-full" title="Exclusive in its industry category">
          <ShieldCheck aria-hidden /> Exclusive
        </Badge>
      ) : null}
      <ConflictBadge conflicts={deal.conflicts} total={deal.conflictCount} />
      {deal.isSample ? <SampleBadge /> : null}
    </div>
  );
}

/** The full card of a premium sponsor. */
export function DealCard({ deal, ...actions }: { deal: DealCardData } & DealActions) {
  return (
    <Card
      className={`gap-4 p-5 ${deal.conflictCount > 0 ? "border-warning/60" : ""}`}
      data-testid="deal-card"
      aria-labelledby={`deal-${deal.id}-name`}
      role="article"
    >
      <div className="flex items-start gap-3">
        <BrandLogo name={deal.sponsorName} logoUrl={deal.logoUrl} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={`deal-${deal.id}-name`} className="truncate text-lg leading-tight font-semibold">
            {deal.sponsorName}
          </h3>
          <p className="text-sm text-muted-foreground">{deal.industry ?? "Industry not set"}</p>
          {dealPropertyText(deal) ? (
            <p className="text-sm font-medium">{dealPropertyText(deal)}</p>
          ) : null}
        </div>
        <StatusPill status={deal.status} />
      </div>
      <DealMarkers deal={deal} />
      <DealFacts deal={deal} {...actions} />
    </Card>
  );
}
