"use client";

import { ArrowLeft, MapPin, MessageSquare, Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useQueryState } from "nuqs";
import { useState } from "react";
import { BrandHeaderCard, WebsiteLink } from "@/components/brand/brand-header";
import { CurrentPartnerBadge } from "@/components/sponsors/current-partner-badge";
import { FollowButton } from "@/components/sponsors/follow-button";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useEventContext } from "@/lib/client/event-context";
import type { ContextParams } from "@/lib/shared/queries/sponsors";
import { useSponsorBrand } from "@/lib/client/hooks/use-sponsor-brands";
import { matchTier, qualityLabel } from "@/lib/shared/match-labels";
import {
  DETAIL_TABS,
  openTab,
  sponsorDetailParams,
  type DetailTab,
} from "@/lib/shared/sponsor-detail-params";
import { creativeTargetOf } from "./creative-context";
import { KeptTabContent } from "./kept-tab-content";
import { OverviewTab } from "./overview-tab";

// The work tabs and the profile editor are loaded when first opened, not with the page: the
// overview is what the page shows first.
const tabLoading = () => <Spinner label="Loading tab" />;
const ResearchTab = dynamic(() => import("./research-tab").then((m) => m.ResearchTab), {
  loading: tabLoading,
});
const ActivationsTab = dynamic(() => import("./activations-tab").then((m) => m.ActivationsTab), {
  loading: tabLoading,
});
const VisualsTab = dynamic(() => import("./visuals-tab").then((m) => m.VisualsTab), {
  loading: tabLoading,
});
const ProposalTab = dynamic(() => import("./proposal-tab").then((m) => m.ProposalTab), {
  loading: tabLoading,
});
const EditSponsorDialog = dynamic(
  () => import("./edit-sponsor-dialog").then((m) => m.EditSponsorDialog),
  { ssr: false },
);

const TAB_LABELS: Record<DetailTab, string> = {
  overview: "Overview",
  research: "Research",
  activations: "Activations",
  visuals: "Visuals",
  proposal: "Proposal",
};

export function SponsorNotFound({ id }: { id: string }) {
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <CardContent className="space-y-4 py-10">
        <h1 className="text-2xl font-semibold">Sponsor Brand Not Found</h1>
        <p className="text-muted-foreground">We couldn&apos;t find a sponsor with ID {id}.</p>
        <Button asChild variant="outline">
          <Link href="/sponsor-brands">
            <ArrowLeft className="size-4" aria-hidden /> Back to Sponsor Brands
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function SponsorDetailView({
  id,
  context,
  highlightActivationId,
  startInEditMode,
}: {
  id: number;
  context: ContextParams;
  highlightActivationId: number | null;
  startInEditMode: boolean;
}) {
  const { data: sponsor, isLoading } = useSponsorBrand(id, context);
  const { selectedBrand } = useEventContext();
  const [editing, setEditing] = useState(startInEditMode);
  // Mounted from the first open on, so closing keeps its exit and unsaved-changes behaviour.
  const [editorUsed, setEditorUsed] = useState(startInEditMode);
  if (editing && !editorUsed) setEditorUsed(true);
  // The open tab lives in the address (?tab=), pushed to history so Back returns to it.
  const [urlTab, setUrlTab] = useQueryState(
    "tab",
    sponsorDetailParams.tab.withOptions({ history: "push", scroll: false }),
  );
  const tab = openTab(urlTab, highlightActivationId);
  const setTab = (value: string) => {
    const next = DETAIL_TABS.find((name) => name === value);
    if (next) void setUrlTab(next);
  };
  if (isLoading) return <Spinner size="lg" label="Loading sponsor" />;
  if (!sponsor) return <SponsorNotFound id={String(id)} />;
  const match = sponsor.matchDetail;
  const target = creativeTargetOf(sponsor, selectedBrand);

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb">
        <Link
          href="/sponsor-brands"
          className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Sponsor Brands
        </Link>
      </nav>
      <BrandHeaderCard
        name={sponsor.name}
        logoUrl={sponsor.logo}
        industry={sponsor.industry}
        className="space-y-2"
        actions={
          <div className="flex flex-wrap gap-2">
            <FollowButton sponsor={sponsor} isFollowed={sponsor.isFollowed} />
            <Button asChild variant="outline" size="sm">
              <Link href={`/sponsor/${sponsor.id}/interactions`}>
                <MessageSquare className="size-4" aria-hidden /> Interactions
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden /> Edit profile
            </Button>
          </div>
        }
      >
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          {sponsor.headquarters ? (
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden /> {sponsor.headquarters}
            </span>
          ) : null}
          {sponsor.data.website ? <WebsiteLink website={sponsor.data.website} /> : null}
        </p>
        {match ? (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <MatchBadge percentage={match.matchPercentage} />
            <span className="text-sm font-medium">{qualityLabel(match.matchPercentage)}</span>
            <span className="text-sm text-muted-foreground">
              · {matchTier(match.matchPercentage)} for {match.context.name}
            </span>
            {sponsor.isCurrentPartner ? <CurrentPartnerBadge /> : null}
          </div>
        ) : null}
      </BrandHeaderCard>

      <Tabs value={tab} onValueChange={setTab}>
        {/* On a phone the five tabs wrap onto two rows (three and two), so every one is in view;
            from sm up they sit on one line. */}
        <TabsList
          aria-label="Sponsor page sections"
          className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:w-fit"
        >
          {DETAIL_TABS.map((name) => (
            <TabsTrigger key={name} value={name} className="min-h-8 px-2 sm:px-3">
              {TAB_LABELS[name]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="pt-4">
          <OverviewTab sponsor={sponsor} />
        </TabsContent>
        <KeptTabContent value="research" active={tab === "research"}>
          <ResearchTab sponsor={sponsor} target={target} />
        </KeptTabContent>
        <KeptTabContent value="activations" active={tab === "activations"}>
          <ActivationsTab
            sponsor={sponsor}
            target={target}
            highlightActivationId={highlightActivationId}
          />
        </KeptTabContent>
        <KeptTabContent value="visuals" active={tab === "visuals"}>
          <VisualsTab
            sponsor={sponsor}
            target={target}
            onShowActivations={() => setTab("activations")}
          />
        </KeptTabContent>
        <TabsContent value="proposal">
          <ProposalTab sponsor={sponsor} target={target} />
        </TabsContent>
      </Tabs>
      {editorUsed ? (
        <EditSponsorDialog sponsor={sponsor} open={editing} onOpenChange={setEditing} />
      ) : null}
    </div>
  );
}
