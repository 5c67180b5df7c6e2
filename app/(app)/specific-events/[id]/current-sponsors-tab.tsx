"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { EventSponsorView } from "@/lib/shared/schemas/sponsorship";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { ManageSponsorsDialog } from "./manage-sponsors-dialog";
import { SponsorLinkCard } from "./sponsor-link-card";

export function CurrentSponsorsTab({
  event,
  query,
}: {
  event: SpecificEventDetail;
  query: UseQueryResult<{ sponsors: EventSponsorView[] }>;
}) {
  const { data, isLoading, isError } = query;
  const sponsors = data?.sponsors;
  // One dialog for both ways in: it must stay open while the first sponsor ends the empty state.
  const [managing, setManaging] = useState(false);
  return (
    <section aria-labelledby="current-sponsors-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="current-sponsors-heading" className="text-lg font-semibold">
          Current Sponsors
        </h2>
        <ManageSponsorsDialog
          event={event}
          linked={sponsors ?? []}
          open={managing}
          onOpenChange={setManaging}
        />
      </div>
      {isLoading ? (
        <Skeleton className="h-40" />
      ) : isError ? (
        <Alert variant="destructive">
          <AlertDescription>Could not load sponsor information for this event.</AlertDescription>
        </Alert>
      ) : !sponsors?.length ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <p className="text-muted-foreground">No sponsors currently linked to {event.name}.</p>
          <Button variant="link" className="mt-1" onClick={() => setManaging(true)}>
            Link the first sponsor
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorLinkCard event={event} link={sponsor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
