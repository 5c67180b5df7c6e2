"use client";

import { FileText, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { Spinner } from "@/components/ui/spinner";
import { useProposals } from "@/lib/client/hooks/use-proposals";
import { NewProposalDialog } from "./new-proposal-dialog";
import { ProposalStatusBadge } from "./status-badge";

/** A sponsor's proposals and "New proposal" (the sponsor page's Proposal tab). */
export function SponsorProposalsTab({
  sponsor,
  eventBrandId,
  specificEventId,
}: {
  sponsor: { id: number; name: string };
  eventBrandId: number | null;
  specificEventId: number | null;
}) {
  const [open, setOpen] = useState(false);
  const { data, isLoading } = useProposals({ sponsorBrandId: sponsor.id, pageSize: 100 });
  const items = data?.items ?? [];
  return (
    <div className="space-y-4 pt-4" data-help-context="proposal">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Proposals</h2>
        <Button onClick={() => setOpen(true)}>
          <Plus aria-hidden /> New proposal
        </Button>
      </div>
      {isLoading ? (
        <Spinner label="Loading proposals" />
      ) : items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<FileText aria-hidden />}
          title="No proposals yet"
          description={`Start a tailored pitch to ${sponsor.name}: the draft is written from the match, the research, the ideas and the mockups.`}
        />
      ) : (
        <Card>
          <CardContent className="p-0">
            <ul className="divide-y" aria-label={`Proposals to ${sponsor.name}`}>
              {items.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-3 p-4">
                  <Link
                    href={`/proposals/${p.id}`}
                    className="min-w-0 flex-1 font-medium hover:underline"
                  >
                    {p.title}
                  </Link>
                  <ProposalStatusBadge status={p.status} />
                  <span className="text-sm text-muted-foreground">
                    {p.owner.name} · <RelativeTime iso={p.updatedAt} />
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {open ? (
        <NewProposalDialog
          open={open}
          onOpenChange={setOpen}
          sponsorBrandId={sponsor.id}
          sponsorName={sponsor.name}
          eventBrandId={eventBrandId}
          specificEventId={specificEventId}
        />
      ) : null}
    </div>
  );
}
