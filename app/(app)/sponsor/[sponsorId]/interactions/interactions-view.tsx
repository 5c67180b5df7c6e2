"use client";

import { useIsFetching, useQueryClient, type Query } from "@tanstack/react-query";
import { AlertTriangle, Check, RefreshCw } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { ContactsCard } from "@/components/sponsors/contacts-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { useSponsorBrand } from "@/lib/client/hooks/use-sponsor-brands";
import {
  interactionsQuery,
  pipelineStageQuery,
  sponsorEventsQuery,
} from "@/lib/shared/queries/interactions";
import { sponsorContactsQuery } from "@/lib/shared/queries/contacts";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { EngagementCard } from "./engagement-card";
import { InteractionLog } from "./interaction-log";
import { PipelineCard } from "./pipeline-card";
import { SponsorInfoCard } from "./sponsor-info-card";

/** What the page shows: the sponsor's detail, its interactions, contacts, pipeline stage, progress. */
const QUERY_ROOTS = [
  sponsorBrandQuery.root,
  interactionsQuery.root,
  sponsorContactsQuery.root,
  pipelineStageQuery.root,
  sponsorEventsQuery.root,
  brandProgressQuery.root,
];
const shown = (query: Query) => QUERY_ROOTS.includes(String(query.queryKey[0]));

/** The sponsor could not be read: the message and a way back to the sponsor list. */
export function SponsorLoadError() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="items-center text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden />
        <h1 className="text-lg leading-tight font-semibold tracking-tight">Sponsor unavailable</h1>
        <CardDescription>Failed to load sponsor information. Please try again.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/sponsor-brands">Back to Sponsors</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A sponsor's interactions: who it is, how far the pitch has come at the selected property,
 * where it stands in the pipeline, and every call, meeting, email and note.
 */
export function InteractionsView({
  sponsorId,
  eventBrandId: serverBrandId,
}: {
  sponsorId: number;
  eventBrandId: number | null;
}) {
  const queryClient = useQueryClient();
  // The browser's selection is the truth; the server rendered with its cookie mirror.
  const { selectedBrandId } = useEventContext();
  const eventBrandId = selectedBrandId ?? serverBrandId;
  const { data: sponsor, isLoading, isError } = useSponsorBrand(sponsorId, { eventBrandId });
  const fetching = useIsFetching({ predicate: shown });

  if (isError) return <SponsorLoadError />;
  if (isLoading || !sponsor) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-40" />
      </div>
    );
  }

  const refresh = () => queryClient.invalidateQueries({ predicate: shown });

  return (
    <>
      <PageHeader
        title={`${sponsor.name} Interactions`}
        description="Log every call, meeting, email and note, and keep the pitch moving."
        actions={
          <>
            <Button variant="outline" onClick={refresh} disabled={fetching > 0}>
              <RefreshCw className={fetching > 0 ? "size-4 animate-spin" : "size-4"} aria-hidden />
              Refresh
            </Button>
            <Button asChild>
              <Link href={`/sponsor-brands/detail/${sponsorId}`}>
                <Check className="size-4" aria-hidden /> Done
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <SponsorInfoCard sponsor={sponsor} />
          <ContactsCard sponsorId={sponsorId} sponsorName={sponsor.name} />
          <EngagementCard sponsor={sponsor} eventBrandId={eventBrandId} />
          <PipelineCard sponsorId={sponsorId} sponsorName={sponsor.name} />
        </div>
        <InteractionLog sponsorId={sponsorId} sponsorName={sponsor.name} />
      </div>
    </>
  );
}
