"use client";

import { Plus, Search } from "lucide-react";
import dynamic from "next/dynamic";
import { useQueryStates } from "nuqs";
import { useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RefreshButton } from "@/components/ui/refresh-button";
import { useDealOverview } from "@/lib/client/hooks/use-deals";
import { dealSearchTerm } from "@/lib/shared/queries/deals";
import { useEventBrand } from "@/lib/client/hooks/use-event-brands";
import { useDebounced } from "@/lib/client/use-debounced";
import { DEAL_GROUP_STEP, MAX_DEAL_SEARCH } from "@/lib/shared/deal-groups";
import {
  currentSponsorsParams,
  DEAL_TABS,
  type DealTab,
} from "@/lib/shared/current-sponsors-params";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";
import { MarketCredit } from "@/components/deals/deal-source";
import { CoverageNote, DealStats } from "./deal-stats";
import { DealContractsProvider } from "@/components/deals/deal-contracts";
import { SponsorGroups } from "./sponsor-groups";

// The deal form (its fields, checks and sponsor picker) and the delete confirmation load when
// first opened, not with the page.
const DealFormDialog = dynamic(
  () => import("@/components/deals/deal-form-dialog").then((m) => m.DealFormDialog),
  { ssr: false },
);
const DeleteDealDialog = dynamic(
  () => import("@/components/deals/delete-deal-dialog").then((m) => m.DeleteDealDialog),
  { ssr: false },
);

type Editing = { mode: "closed" } | { mode: "create" } | { mode: "edit"; deal: SponsorDeal };

/**
 * A property's deals for the tab and the search of the address (?status=, ?search=): a tab change
 * is a step Back undoes, typing replaces the address as it goes. The server filters and groups
 * them and answers the first cards of each group; "Show more" asks for the next ones.
 */
export function CurrentSponsorsView({
  brandId,
  dealContracts,
}: {
  brandId: number;
  /** Each deal's latest contract, for the cards' "Contract" link. */
  dealContracts: Record<number, number>;
}) {
  const { data: brand } = useEventBrand(brandId);
  const [{ search, status: tab }, setView] = useQueryStates(currentSponsorsParams);
  const setSearch = (value: string) =>
    void setView({ search: value || null }, { history: "replace" });
  const setTab = (value: DealTab) => void setView({ status: value }, { history: "push" });
  // The server is asked once typing pauses; the first view (from the address) is asked at once.
  const searched = useDebounced(search, 250);
  const view = `${tab}\n${dealSearchTerm(searched)}`;
  // How many cards of each group are shown; a new tab or search starts again from the first ones.
  const [shown, setShown] = useState({ view, ...DEAL_GROUP_STEP });
  const limits = shown.view === view ? shown : DEAL_GROUP_STEP;
  const {
    data: overview,
    isLoading,
    isFetching,
    isPlaceholderData,
    error,
    refetch,
  } = useDealOverview({
    eventBrandId: brandId,
    tab,
    search: searched,
    premium: limits.premium,
    standard: limits.standard,
  });
  // The cards on screen are of the previous tab or search until the server answers this one.
  const updating = isPlaceholderData || dealSearchTerm(search) !== dealSearchTerm(searched);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [deleting, setDeleting] = useState<SponsorDeal | null>(null);
  const brandName = brand?.name ?? "";
  const actions = {
    onEdit: (deal: SponsorDeal) => setEditing({ mode: "edit", deal }),
    onDelete: setDeleting,
  };
  const showMore = (group: keyof typeof DEAL_GROUP_STEP) =>
    setShown({ ...limits, view, [group]: limits[group] + DEAL_GROUP_STEP[group] });

  return (
    <DealContractsProvider value={dealContracts}>
      <PageHeader
        help="deals"
        title="Current Sponsors"
        description={brandName ? `Viewing sponsors for ${brandName}` : undefined}
        actions={
          <>
            <RefreshButton refreshing={isFetching} onClick={() => void refetch()} />
            <Button onClick={() => setEditing({ mode: "create" })}>
              <Plus aria-hidden /> Add Sponsor
            </Button>
          </>
        }
      />
      {isLoading ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner size="lg" text="Loading sponsors data..." />
        </div>
      ) : error || !overview ? (
        <p role="alert" className="text-destructive">
          Could not load the sponsors: {error?.message ?? "no answer"}
        </p>
      ) : (
        <div className="space-y-6">
          <DealStats stats={overview.stats} />
          <CoverageNote overview={overview} brandName={brandName} />
          <Tabs value={tab} onValueChange={(value) => setTab(value as DealTab)} className="gap-6">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
              <div className="relative w-full lg:max-w-md">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  type="search"
                  aria-label="Search sponsors"
                  placeholder="Search sponsors by name, industry, or level..."
                  className="pl-9"
                  maxLength={MAX_DEAL_SEARCH}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <TabsList className="grid w-full grid-cols-4 sm:inline-flex sm:w-fit">
                {DEAL_TABS.map((name) => (
                  <TabsTrigger
                    key={name}
                    value={name}
                    className="gap-1 px-1.5 text-xs sm:px-3 sm:text-sm"
                  >
                    {name}
                    <span className="rounded-full bg-muted-foreground/10 px-1.5 text-[11px] tabular-nums sm:text-xs">
                      {overview.counts[name]}
                    </span>
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {DEAL_TABS.map((name) => (
              <TabsContent
                key={name}
                value={name}
                aria-busy={updating}
                className={updating ? "opacity-60 transition-opacity" : undefined}
              >
                <SponsorGroups
                  premium={overview.premium}
                  standard={overview.standard}
                  loadingMore={isFetching}
                  onShowMore={showMore}
                  onAdd={() => setEditing({ mode: "create" })}
                  {...actions}
                />
              </TabsContent>
            ))}
          </Tabs>
          <MarketCredit credit={overview.coverage.credit} />
        </div>
      )}
      {editing.mode !== "closed" ? (
        <DealFormDialog
          key={editing.mode === "edit" ? editing.deal.id : "new"}
          eventBrandId={brandId}
          brandName={brandName}
          deal={editing.mode === "edit" ? editing.deal : null}
          open
          onOpenChange={(open) => (open ? null : setEditing({ mode: "closed" }))}
        />
      ) : null}
      {deleting ? (
        <DeleteDealDialog deal={deleting} brandName={brandName} onClose={() => setDeleting(null)} />
      ) : null}
    </DealContractsProvider>
  );
}
