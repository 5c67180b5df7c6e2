"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw, Search } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "@/components/creative/local-time";
import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useFavorites } from "@/lib/client/hooks/use-favorites";
import { useSubmitJob } from "@/lib/client/hooks/use-submit-job";
import type { EventRecommendations, EventSponsorView } from "@/lib/shared/schemas/sponsorship";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { RecommendationCard } from "./recommendation-card";

type SortOrder = "default" | "match";

/** Potential Sponsors: recommendations from the latest research, and research on demand. */
export function PotentialSponsorsTab({
  event,
  query,
  linked,
}: {
  event: SpecificEventDetail;
  query: UseQueryResult<EventRecommendations>;
  linked: EventSponsorView[];
}) {
  const [sort, setSort] = useState<SortOrder>("default");
  const { data: favorites = [] } = useFavorites(event.eventBrandId);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const [finishedJobId, setFinishedJobId] = useState<string | null>(null);
  const runningJobId =
    startedJobId ??
    (query.data?.activeJob?.id !== finishedJobId ? (query.data?.activeJob?.id ?? null) : null);
  const research = useSubmitJob({
    started: () => ({
      title: "Research Started",
      description: `Finding event-specific sponsors for ${event.name}.`,
    }),
    failed: (error) => ({
      title: "Research Request Failed",
      description: error.message,
      variant: "destructive",
    }),
  });
  const start = () =>
    research.mutate(
      { type: "potential-sponsors", data: { eventId: event.id } },
      { onSuccess: (response) => setStartedJobId(response.jobId) },
    );

  const recommendations = [...(query.data?.latest?.recommendations ?? [])];
  if (sort === "match") recommendations.sort((a, b) => b.matchPercentage - a.matchPercentage);
  const busy = research.isPending || runningJobId !== null;

  return (
    <section aria-labelledby="recommended-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="recommended-heading" className="text-lg font-semibold">
            Recommended Sponsors
          </h2>
          {query.data?.latest ? (
            <p className="text-xs text-muted-foreground">
              {query.data.latest.provider === "offline"
                ? "Offline analysis"
                : `AI analysis (${query.data.latest.model})`}{" "}
              · <LocalTime iso={query.data.latest.generatedAt} pattern="MMM d, yyyy h:mm a" />
            </p>
          ) : null}
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="recommendation-sort">Sort</Label>
            <SimpleSelect
              id="recommendation-sort"
              className="w-48"
              value={sort}
              onValueChange={(value) => setSort(value === "match" ? "match" : "default")}
              options={[
                { value: "default", label: "Default Order" },
                { value: "match", label: "Highest Match First" },
              ]}
            />
          </div>
          <Button variant="outline" onClick={start} disabled={busy}>
            <RefreshCw className={busy ? "size-4 animate-spin" : "size-4"} aria-hidden />{" "}
            {busy ? "Researching..." : "Refresh Research"}
          </Button>
        </div>
      </div>

      {runningJobId ? (
        <JobProgressCard
          jobId={runningJobId}
          title={`Sponsor research for ${event.name}`}
          plan={{ intervalMs: 3000, maxPolls: 120 }}
          onEnd={(job) => {
            // Done: refetch and hide the tracker; failed: clear the tracker.
            setStartedJobId(null);
            setFinishedJobId(job.id);
            if (job.status === "completed") void query.refetch();
          }}
        />
      ) : null}

      {query.isLoading ? (
        <Skeleton className="h-48" />
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Research Error</AlertTitle>
          <AlertDescription className="space-y-3">
            <p>Could not load event-specific sponsor recommendations.</p>
            <p className="text-xs">{query.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </AlertDescription>
        </Alert>
      ) : recommendations.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <p className="text-muted-foreground">
            No specific sponsor recommendations available yet for {event.name}.
          </p>
          <Button className="mt-3" onClick={start} disabled={busy}>
            <Search className="size-4" aria-hidden /> Find Recommended Sponsors
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <RecommendationCard
                event={event}
                recommendation={recommendation}
                linked={linked.some((item) => item.sponsorBrandId === recommendation.id)}
                followed={favorites.some((favorite) => favorite.id === recommendation.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
