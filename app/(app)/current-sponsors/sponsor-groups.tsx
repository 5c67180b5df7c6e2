"use client";

import { ChevronDown, Crown, Users } from "lucide-react";
import { CompactDealCard } from "@/components/deals/compact-deal-card";
import { DealCard, type DealActions } from "@/components/deals/deal-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DEAL_GROUP_STEP } from "@/lib/shared/deal-groups";
import type { DealOverview } from "@/lib/shared/schemas/deal";

type DealGroup = DealOverview["premium"];
type GroupName = keyof typeof DEAL_GROUP_STEP;

const GROUP_NAMES = ["premium", "standard"] as const satisfies readonly GroupName[];

/** Premium sponsors as full cards, standard sponsors as a denser grid of compact cards. */
const GROUP_LAYOUT = {
  premium: {
    icon: <Crown />,
    title: "Premium Sponsors",
    className: "grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3",
    Card: DealCard,
  },
  standard: {
    icon: <Users />,
    title: "Standard Sponsors",
    className: "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4",
    Card: CompactDealCard,
  },
} satisfies Record<GroupName, object>;

function Group({
  name,
  group,
  loadingMore,
  onShowMore,
  actions,
}: {
  name: GroupName;
  group: DealGroup;
  loadingMore: boolean;
  onShowMore: (group: GroupName) => void;
  actions: DealActions;
}) {
  const { icon, title, className, Card } = GROUP_LAYOUT[name];
  const id = `${name}-sponsors`;
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
      <div className={className}>
        {group.items.map((deal) => (
          <Card key={deal.id} deal={deal} {...actions} />
        ))}
      </div>
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
      {GROUP_NAMES.map((name) => (
        <Group
          key={name}
          name={name}
          group={name === "premium" ? premium : standard}
          loadingMore={loadingMore}
          onShowMore={onShowMore}
          actions={actions}
        />
      ))}
    </div>
  );
}
