"use client";

import { FileText, Search } from "lucide-react";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { ProposalStatusBadge } from "@/components/proposals/status-badge";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { GridPagination } from "@/components/ui/grid-pagination";
import { Input } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import { useProposals } from "@/lib/client/hooks/use-proposals";
import { PUSH, REPLACE } from "@/lib/shared/list-params";
import { proposalListParams } from "@/lib/shared/proposal-params";
import {
  PROPOSAL_PAGE_SIZE,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from "@/lib/shared/proposal-vocabulary";

const ANY = "any";

/** The team's proposals with status, property, owner and search filters kept in the address. */
export function ProposalsView({ userId }: { userId: number }) {
  const [view, setView] = useQueryStates(proposalListParams);
  const { data: brands } = useEventBrands();
  const { data, isLoading, error } = useProposals({
    page: view.page,
    pageSize: PROPOSAL_PAGE_SIZE,
    status: view.status,
    eventBrandId: view.eventBrandId,
    ownerId: view.ownerId,
    q: view.q,
  });
  const items = data?.items ?? [];
  const filtered = Boolean(view.status || view.eventBrandId || view.ownerId || view.q);

  return (
    <>
      <PageHeader
        help="proposal"
        title="Proposals"
        description="Tailored pitches to sponsors, drafted from everything Pitchside knows. Start one from a sponsor's Proposal tab or an event's sponsors."
      />
      <div className="mb-4 grid gap-3 md:grid-cols-4">
        <div className="relative md:col-span-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            aria-label="Search proposals"
            placeholder="Search title or sponsor"
            className="pl-9"
            value={view.q}
            onChange={(e) => void setView({ q: e.target.value || null, page: null }, REPLACE)}
          />
        </div>
        <NativeSelect
          aria-label="Status"
          value={view.status ?? ANY}
          onValueChange={(value) =>
            void setView(
              { status: value === ANY ? null : (value as ProposalStatus), page: null },
              PUSH,
            )
          }
          options={[
            { value: ANY, label: "Any status" },
            ...PROPOSAL_STATUSES.map((s) => ({ value: s, label: PROPOSAL_STATUS_LABELS[s] })),
          ]}
        />
        <NativeSelect
          aria-label="Property"
          value={view.eventBrandId ? String(view.eventBrandId) : ANY}
          onValueChange={(value) =>
            void setView({ eventBrandId: value === ANY ? null : Number(value), page: null }, PUSH)
          }
          options={[
            { value: ANY, label: "Any property" },
            ...(brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <NativeSelect
          aria-label="Owner"
          value={view.ownerId ? String(view.ownerId) : ANY}
          onValueChange={(value) =>
            void setView({ ownerId: value === ANY ? null : Number(value), page: null }, PUSH)
          }
          options={[
            { value: ANY, label: "Anyone" },
            { value: String(userId), label: "Me" },
            ...[...new Map(items.map((p) => [p.owner.id, p.owner.name])).entries()]
              .filter(([id]) => id !== userId)
              .map(([id, name]) => ({ value: String(id), label: name })),
          ]}
        />
      </div>
      {isLoading ? (
        <Spinner size="lg" label="Loading proposals" />
      ) : error ? (
        <p role="alert" className="text-destructive">
          Could not load the proposals: {error.message}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FileText aria-hidden />}
          title={filtered ? "No proposals match these filters" : "No proposals yet"}
          description={
            filtered
              ? "Change or clear the filters to see more."
              : "Open a sponsor and use its Proposal tab to start the first one."
          }
        />
      ) : (
        <Card>
          <CardContent className="p-0">
            <ul className="divide-y" aria-label="Proposals">
              {items.map((p) => (
                <li key={p.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <Link href={`/proposals/${p.id}`} className="font-medium hover:underline">
                      {p.title}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {p.sponsor.name} · {p.event?.name ?? p.eventBrand?.name ?? "No property"}
                      {p.tier ? ` · ${p.tier}` : ""}
                    </p>
                  </div>
                  <div className="flex items-center gap-3 text-sm text-muted-foreground">
                    <ProposalStatusBadge status={p.status} />
                    <span>{p.owner.name}</span>
                    <span>
                      Updated <RelativeTime iso={p.updatedAt} />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {data && data.total > PROPOSAL_PAGE_SIZE ? (
        <GridPagination
          page={view.page}
          pageSize={PROPOSAL_PAGE_SIZE}
          total={data.total}
          onPage={(page) => void setView({ page }, PUSH)}
        />
      ) : null}
    </>
  );
}
