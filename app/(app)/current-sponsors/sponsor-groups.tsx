"use client";

import { ChevronDown, Crown, Users } from "lucide-react";
import { useState } from "react";
import { CompactDealCard } from "@/components/deals/compact-deal-card";
import { DealCard, type DealActions } from "@/components/deals/deal-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";

/** Cards shown at first and added per "Show more", so a long history never floods the page. */
const PREMIUM_STEP = 12;
const STANDARD_STEP = 48;

function Group({
  id,
  icon,
  title,
  deals,
  step,
  className,
  render,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  deals: SponsorDeal[];
  step: number;
  className: string;
  render: (deal: SponsorDeal) => React.ReactNode;
}) {
  const [shown, setShown] = useState(step);
  if (deals.length === 0) return null;
  const rest = deals.length - shown;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden className="text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
        {title}
        <span className="text-sm font-normal text-muted-foreground">({deals.length})</span>
      </h2>
      <div className={className}>{deals.slice(0, shown).map(render)}</div>
      {rest > 0 ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + step)}>
            Show {Math.min(rest, step)} more of {rest} <ChevronDown aria-hidden />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** Premium sponsors as full cards, then standard sponsors as compact cards. */
export function SponsorGroups({
  premium,
  standard,
  onAdd,
  ...actions
}: { premium: SponsorDeal[]; standard: SponsorDeal[]; onAdd: () => void } & DealActions) {
  if (premium.length === 0 && standard.length === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title="No sponsors found"
        description="There are no sponsors matching your current filters."
        action={<Button onClick={onAdd}>Add New Sponsor</Button>}
      />
    );
  }
  return (
    <div className="space-y-10">
      <Group
        id="premium-sponsors"
        icon={<Crown />}
        title="Premium Sponsors"
        deals={premium}
        step={PREMIUM_STEP}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        render={(deal) => <DealCard key={deal.id} deal={deal} {...actions} />}
      />
      <Group
        id="standard-sponsors"
        icon={<Users />}
        title="Standard Sponsors"
        deals={standard}
        step={STANDARD_STEP}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        render={(deal) => <CompactDealCard key={deal.id} deal={deal} {...actions} />}
      />
    </div>
  );
}
