"use client";

import { ChevronDown, Crown, Users } from "lucide-react";
import { CompactDealCard } from "@/components/deals/compact-deal-card";
import { DealCard, type DealActions } from "@/components/deals/deal-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DEAL_GROUP_STEP } from "@/lib/shared/deal-groups";
import type { DealCardData, DealOverview } from "@/lib/shared/schemas/deal";

type DealGroup = DealOverview["premium"];
type GroupName = keyof typeof DEAL_GROUP_STEP;

function Group({
  id,
  name,
  icon,
  title,
  group,
  loadingMore,
  onShowMore,
  className,
  render,
}: {
  id: string;
  name: GroupName;
  icon: React.ReactNode;
  title: string;
  group: DealGroup;
  loadingMore: boolean;
  onShowMore: (group: GroupName) => void;
  className: string;
  render: (deal: DealCardData) => React.ReactNode;
}) {
  if (group.total === 0) return null;
  const rest = group.total - group.items.length;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden className="text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
        {title}
        <span className="text-sm font-normal text-muted-foreground">({group.total})</span>
      </h2>
      <div className={className}>{group.items.map(render)}</div>
      {rest > 0 ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" disabled={loadingMore} onClick={() => onShowMore(name)}>
            Show {Math.min(rest, DEAL_GROUP_STEP[name])} more of {rest} <ChevronDown aria-hidden />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Premium sponsors as full cards, then standard sponsors as compact cards: the first cards the
 * server answered for each group, with "Show more" asking it for the next ones, so a long history
 * never floods the page.
 */
export function SponsorGroups({
  premium,
  standard,
  loadingMore,
  onShowMore,
  onAdd,
  ...actions
}: {
  premium: DealGroup;
  standard: DealGroup;
  loadingMore: boolean;
  onShowMore: (group: GroupName) => void;
  onAdd: () => void;
} & DealActions) {
  if (premium.total === 0 && standard.total === 0) {
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
        name="premium"
        icon={<Crown />}
        title="Premium Sponsors"
        group={premium}
        loadingMore={loadingMore}
        onShowMore={onShowMore}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        render={(deal) => <DealCard key={deal.id} deal={deal} {...actions} />}
      />
      <Group
        id="standard-sponsors"
        name="standard"
        icon={<Users />}
        title="Standard Sponsors"
        group={standard}
        loadingMore={loadingMore}
        onShowMore={onShowMore}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        render={(deal) => <CompactDealCard key={deal.id} deal={deal} {...actions} />}
      />
    </div>
  );
}
