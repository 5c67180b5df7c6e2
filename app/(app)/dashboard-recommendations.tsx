"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { LocalTime } from "@/components/creative/local-time";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { useBrandRecommendations, useDashboardSponsors } from "@/lib/client/hooks/use-dashboard";
import { useSubmitJob } from "@/lib/client/hooks/use-submit-job";
import { invalidateApiQuery } from "@/lib/client/queries";
import { brandRecommendationsQuery, TOP_MATCHES_ORDER } from "@/lib/shared/queries/dashboard";
import { AI_RECOMMENDATION_COUNT, topMatches } from "@/lib/shared/dashboard-rules";

const RECOMMENDATIONS_SHOWN = 3;

/** "A and B", "A" — names for a sentence. */
const joinNames = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/**
 * AI Recommendations: a word on the first two top matches, the latest sponsor research for
 * the property's events, and 'Generate More Insights', which researches the next event.
 */
export function AiRecommendationsCard() {
  const { selectedBrandId, selectedBrand } = useEventContext();
  const queryClient = useQueryClient();
  // The same read as Top Sponsor Matches: the property's current partners are not prospects.
  const matches = useDashboardSponsors(selectedBrandId, TOP_MATCHES_ORDER);
  const leaders = topMatches(
    (matches.data?.items ?? []).map((sponsor) => ({
      name: sponsor.name,
      matchPercentage: sponsor.match?.matchPercentage ?? null,
    })),
  ).slice(0, AI_RECOMMENDATION_COUNT);
  const query = useBrandRecommendations(selectedBrandId);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const [finishedJobId, setFinishedJobId] = useState<string | null>(null);
  const activeId = query.data?.activeJob?.id ?? null;
  const runningJobId = startedJobId ?? (activeId !== finishedJobId ? activeId : null);
  const target = query.data?.target ?? null;
  const research = useSubmitJob({
    started: () => ({
      title: "Research Started",
      description: target ? `Finding sponsors for ${target.name}.` : undefined,
    }),
    failed: (error) => ({
      title: "Research Request Failed",
      description: error.message,
      variant: "destructive",
    }),
  });
  const latest = query.data?.latest ?? null;
  const recommendations = [...(latest?.recommendations ?? [])]
    .sort((a, b) => b.matchPercentage - a.matchPercentage)
    .slice(0, RECOMMENDATIONS_SHOWN);
  const busy = research.isPending || runningJobId !== null;
  const brandName = selectedBrand?.name ?? "your property";

  return (
    <Card data-help-context="dashboard" data-help-title="AI Recommendations">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden /> AI Recommendations
          </CardTitle>
          <CardDescription>
            {leaders.length > 0
              ? `${joinNames(leaders.map((leader) => leader.name))} ${leaders.length > 1 ? "align" : "aligns"} closely with the audience and values of ${brandName}. Partnerships with this level of fit see 30% higher engagement.`
              : `Research the sponsors that fit ${brandName} best; matches over 85% are named here.`}
          </CardDescription>
        </div>
        <Button
          onClick={() =>
            target &&
            research.mutate(
              { type: "potential-sponsors", data: { eventId: target.id } },
              { onSuccess: (response) => setStartedJobId(response.jobId) },
            )
          }
          disabled={!target || busy}
        >
          <Sparkles className="size-4" aria-hidden />
          {busy ? "Generating..." : "Generate More Insights"}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {runningJobId ? (
          <JobProgressCard
            jobId={runningJobId}
            title={target ? `Sponsor research for ${target.name}` : "Sponsor research"}
            plan={{ intervalMs: 3000, maxPolls: 120 }}
            onEnd={(job) => {
              setStartedJobId(null);
              setFinishedJobId(job.id);
              if (job.status === "completed") {
                void invalidateApiQuery(queryClient, brandRecommendationsQuery);
                // The event's own recommendations (its Potential Sponsors tab) are read by the
                // event sponsors' hooks; their root is named here until they have a definition.
                void queryClient.invalidateQueries({
                  predicate: (query) => query.queryKey[0] === "event-recommendations",
                });
              }
            }}
          />
        ) : null}
        {query.isLoading ? (
          <Skeleton className="h-24" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load recommendations: {query.error.message}
          </p>
        ) : !target && !latest ? (
          <p className="text-sm text-muted-foreground">
            Add an event to {brandName} to research sponsors for it.
          </p>
        ) : latest && recommendations.length > 0 ? (
          <div className="space-y-2">
            <p className="text-xs text-muted-foreground">
              Latest research for{" "}
              <Link href={`/specific-events/${latest.eventId}`} className="underline">
                {latest.eventName}
              </Link>
              {query.data?.completedAt ? (
                <>
                  {" · "}
                  <LocalTime iso={query.data.completedAt} />
                </>
              ) : null}
            </p>
            <ul className="grid gap-3 md:grid-cols-3">
              {recommendations.map((item) => (
                <li key={item.id} className="rounded-lg border border-border p-3">
                  <Link
                    href={`/sponsor-brands/detail/${item.id}?specificEventId=${latest.eventId}`}
                    className="font-medium hover:underline"
                  >
                    {item.name}
                  </Link>
                  {/* The property's match (the research was for one of its events): named, so
                      it never reads as the event's figure. */}
                  <p className="text-xs text-muted-foreground">
                    {item.matchPercentage}% match for {brandName} ·{" "}
                    {item.recommendedSponsorshipSize}
                  </p>
                  <p className="mt-1 line-clamp-3 text-sm">{item.overview}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            No research yet. Generate insights to get sponsors recommended for{" "}
            {target?.name ?? brandName}.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
