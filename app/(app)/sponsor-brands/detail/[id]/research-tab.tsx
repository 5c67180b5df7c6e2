"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FileSearch, RefreshCw, Search } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DeepResearchReport } from "@/components/creative/deep-research-report";
import { LocalTime } from "@/components/creative/local-time";
import { ProviderBadge } from "@/components/creative/provider-badge";
import { RunPanel } from "@/components/creative/run-panel";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useResearchLibrary } from "@/lib/client/hooks/use-creative";
import { useJob } from "@/lib/client/hooks/use-job";
import { failedJobToast } from "@/lib/client/job-toasts";
import { useSubmitJob } from "@/lib/client/hooks/use-submit-job";
import { ApiError } from "@/lib/client/api";
import { invalidateApiQuery } from "@/lib/client/queries";
import { toast } from "@/lib/client/use-toast";
import {
  DEEP_RESEARCH_POLL,
  RESEARCH_FALLBACK_REFRESH_MS,
  researchStep,
} from "@/lib/shared/job-progress";
import { researchLibraryQuery } from "@/lib/shared/queries/creative";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";
import { deepResearchSchema } from "@/lib/shared/schemas/ai";
import { NO_EVENT_BRAND } from "@/lib/shared/job-constants";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import type { CreativeTarget } from "./creative-context";
import { useMonitoringError } from "./use-monitoring-error";
import { useResumedJob } from "./use-resumed-job";

/** The server could not take the job right now (rate limit, overload, unreachable). */
const isBusy = (error: Error) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** The four steps of a deep research run, shown while it runs. */
export const RESEARCH_STEPS = [
  "Gathering sponsor and event facts",
  "Analysing strategy and audience",
  "Assessing competitors and timing",
  "Compiling the report",
] as const;

/** Research tab: start (or re-run) deep research for the page's context and read every field. */
export function ResearchTab({
  sponsor,
  target,
}: {
  sponsor: SponsorBrandDetail;
  target: CreativeTarget | null;
}) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout> | null>(null);
  const research = useMemo(
    () => deepResearchSchema.safeParse(sponsor.data.deepResearch),
    [sponsor],
  );
  const library = useResearchLibrary({ sponsorBrandId: sponsor.id });
  const meta = library.data?.[0];

  const refresh = useCallback(() => {
    void invalidateApiQuery(queryClient, sponsorBrandQuery, { id: sponsor.id });
    void invalidateApiQuery(queryClient, researchLibraryQuery);
  }, [queryClient, sponsor.id]);
  useEffect(() => () => void (fallback.current && clearTimeout(fallback.current)), []);

  const submit = useSubmitJob({
    failed: () => ({
      title: "Research Failed",
      description: "Unable to start sponsor research",
      variant: "destructive",
    }),
  });
  const {
    job,
    pollCount,
    error: pollError,
  } = useJob(jobId, {
    plan: DEEP_RESEARCH_POLL,
    notify: {
      completed: () => ({
        title: "Research Complete",
        description: `Deep research on ${sponsor.name} is ready.`,
        variant: "success",
      }),
      failed: failedJobToast("Deep Research Failed"),
    },
    onEnd: (ended) => {
      if (ended.status === "failed") setFailure(ended.error ?? "Unknown error");
      refresh();
      setJobId(null);
    },
  });

  const start = () => {
    if (!target) {
      toast({
        title: "Missing Context",
        description: NO_EVENT_BRAND.activation,
        variant: "destructive",
      });
      return;
    }
    setFailure(null);
    const eventContext = target.specificEventId
      ? { eventBrandId: target.eventBrandId, specificEventId: target.specificEventId }
      : target.eventBrandId;
    submit.mutate(
      { type: "deep-research", data: { sponsorId: sponsor.id, eventContext } },
      {
        onSuccess: (response) => setJobId(response.jobId),
        // No job to watch: read the sponsor again shortly in case the research landed anyway.
        onError: (error) => {
          if (isBusy(error))
            toast({
              title: "Using Alternative Processing",
              description:
                "The real-time system is busy; we will check for the research again in a moment.",
            });
          fallback.current = setTimeout(refresh, RESEARCH_FALLBACK_REFRESH_MS);
        },
      },
    );
  };

  useMonitoringError("Research Monitoring Error", jobId, pollError);
  const resumed = useResumedJob({
    type: "deep-research",
    sponsorId: sponsor.id,
    watching: jobId !== null || submit.isPending,
    dataUpdatedAt: library.dataUpdatedAt,
    resume: (running) => setJobId(running.id),
    refresh,
  });

  const running = submit.isPending || jobId !== null;
  const step = researchStep(job ? job.progress : null, pollCount);
  const hasResearch = research.success;

  return (
    <div
      className="min-w-0 space-y-6 [overflow-wrap:anywhere]"
      data-help-context="sponsor"
      data-help-title="Deep research"
    >
      <Card className="py-5">
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1.5">
            <h2 className="text-lg font-semibold">Deep research</h2>
            <p className="text-sm text-muted-foreground">
              {target
                ? `Strategy, audience, competitors, budget and timing of ${sponsor.name}, for ${target.name}.`
                : "Select an event brand to research this sponsor for it."}
            </p>
            {hasResearch ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-1 text-sm text-muted-foreground">
                <span>
                  Last researched{" "}
                  <LocalTime
                    iso={meta?.meta?.generatedAt ?? sponsor.data.lastDeepResearchDate}
                    pattern="MMM d, yyyy, HH:mm"
                    fallback="—"
                  />
                  {meta?.eventBrandName ? ` for ${meta.eventBrandName}` : ""}
                </span>
                {meta?.meta ? (
                  <>
                    <ProviderBadge provider={meta.meta.provider} model={meta.meta.model} />
                    <span className="text-xs">Model {meta.meta.model}</span>
                  </>
                ) : null}
              </div>
            ) : null}
          </div>
          <Button onClick={start} disabled={running} className="shrink-0">
            {hasResearch ? <RefreshCw aria-hidden /> : <Search aria-hidden />}
            {running ? "Researching..." : hasResearch ? "Re-run research" : "Start deep research"}
          </Button>
        </CardContent>
      </Card>

      {running ? (
        <RunPanel
          title="Deep research in progress"
          description={`Researching ${sponsor.name}${target ? ` for ${target.name}` : ""}. This usually takes under four minutes.`}
          steps={RESEARCH_STEPS}
          current={step - 1}
          job={job}
        />
      ) : null}

      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Deep Research Failed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}

      {hasResearch ? (
        <DeepResearchReport research={research.data} />
      ) : running ? null : resumed.checking ? (
        <Skeleton className="h-40" />
      ) : (
        <EmptyState
          icon={<FileSearch />}
          title="No deep research yet"
          description={`Run deep research to see ${sponsor.name}'s audience, values, growth, initiatives, competitors, budget range and the best time to approach it.`}
        />
      )}
    </div>
  );
}
