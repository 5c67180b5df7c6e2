"use client";

import { Send } from "lucide-react";
import Link from "next/link";
import { ProposalStatusBadge } from "@/components/proposals/status-badge";
import { RelativeTime } from "@/components/ui/relative-time";
import { useProposals } from "@/lib/client/hooks/use-proposals";
import { DashboardListCard } from "./dashboard-card";

const AWAITING_SHOWN = 5;

/** Proposals awaiting a response: sent or viewed, the most recently sent first. */
export function AwaitingProposalsCard() {
  const { data, isLoading } = useProposals({ awaiting: true, pageSize: AWAITING_SHOWN });
  const items = data?.items ?? [];
  return (
    <DashboardListCard
      title="Proposals awaiting a response"
      isLoading={isLoading}
      isEmpty={items.length === 0}
      empty={{
        icon: <Send />,
        title: "No proposals awaiting a response",
        description: "Proposals you mark as sent show here until the sponsor answers.",
      }}
      listClassName="space-y-1"
    >
      {items.map((p) => (
        <li key={p.id}>
          <Link
            href={`/proposals/${p.id}`}
            className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{p.title}</span>
              <span className="block text-xs text-muted-foreground">
                {p.sponsor.name}
                {p.sentAt ? (
                  <>
                    {" "}
                    · sent <RelativeTime iso={p.sentAt} />
                  </>
                ) : null}
              </span>
            </span>
            <ProposalStatusBadge status={p.status} />
          </Link>
        </li>
      ))}
    </DashboardListCard>
  );
}
