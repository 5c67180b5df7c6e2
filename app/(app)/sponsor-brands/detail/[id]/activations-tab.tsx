"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Lightbulb, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ActivationCard } from "@/components/creative/activation-card";
import { RunPanel } from "@/components/creative/run-panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivations, type ActivationView } from "@/lib/client/hooks/use-creative";
import { useJob } from "@/lib/client/hooks/use-job";
import { failedJobToast } from "@/lib/client/job-toasts";
import { useSubmitJob } from "@/lib/client/hooks/use-submit-job";
import { invalidateApiQuery } from "@/lib/client/queries";
import { toast } from "@/lib/client/use-toast";
import { ACTIVATION_POLL, jobPlace } from "@/lib/shared/job-progress";
import { activationLibraryQuery, activationsQuery } from "@/lib/shared/queries/creative";
import { ACTIVATION_COUNTS, DEFAULT_ACTIVATION_COUNT } from "@/lib/shared/job-constants";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { plural } from "@/lib/shared/text";
import type { CreativeTarget } from "./creative-context";
import { EventPicker } from "./event-picker";
import { useIdeaActions } from "./idea-actions";
import { useResumedJob } from "./use-resumed-job";
import { useActivationSteps } from "./use-activation-steps";

/** The steps shown while ideas are generated (one every 3 s up to the fourth). */
export const ACTIVATION_STEP_LABELS = [
  "Reading the sponsor and event",
  "Matching interests and values",
  "Writing the ideas",
  "Saving to your library",
] as const;

type Count = (typeof ACTIVATION_COUNTS)[number];

/** Activations tab: generate 1, 3 or 5 ideas for the context, star them, mock them up. */
export function ActivationsTab({
  sponsor,
  target,
  highlightActivationId,
}: {
  sponsor: SponsorBrandDetail;
  target: CreativeTarget | null;
  highlightActivationId: number | null;
}) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState<Count>(DEFAULT_ACTIVATION_COUNT);
  const [jobId, setJobId] = useState<string | null>(null);
  const steps = useActivationSteps();
  const { data: ideas, isLoading, dataUpdatedAt } = useActivations(sponsor.id);
  const refresh = useCallback(() => {
    void invalidateApiQuery(queryClient, activationsQuery, { sponsorBrandId: sponsor.id });
    void invalidateApiQuery(queryClient, activationLibraryQuery);
  }, [queryClient, sponsor.id]);

  const submit = useSubmitJob({
    failed: (error) => ({
      title: "Error Generating Activations",
      description: error.message,
      variant: "destructive",
    }),
  });
  const { job } = useJob(jobId, {
    plan: ACTIVATION_POLL,
    notify: {
      completed: (done) => {
        const made = (done.result as { activationIds?: unknown[] } | null)?.activationIds?.length;
        // Where the job was for (the event chosen when it started), not where the page is now.
        const place = jobPlace(done) ?? target?.name;
        return {
          title: "Activation Ideas Generated",
          description: `${plural(made ?? count, "new idea")} for ${sponsor.name}${place ? ` at ${place}` : ""}.`,
          variant: "success",
        };
      },
      failed: failedJobToast("Error Generating Activations"),
    },
    onEnd: (ended) => {
      refresh();
      setJobId(null);
      if (ended.status === "completed") steps.succeed();
      else steps.reset();
    },
  });

  const resumed = useResumedJob({
    type: "activation",
    sponsorId: sponsor.id,
    watching: jobId !== null || steps.active,
    dataUpdatedAt,
    resume: (running) => {
      const asked = Number(running.data.count);
      if (ACTIVATION_COUNTS.some((option) => option === asked)) setCount(asked as Count);
      setJobId(running.id);
      steps.start();
    },
    refresh,
  });

  const generate = () => {
    if (!target) {
      toast({
        title: "Missing Context",
        description: "Select a sponsor and event context first",
        variant: "destructive",
      });
      return;
    }
    steps.start();
    submit.mutate(
      {
        type: "activation",
        data: {
          sponsorId: sponsor.id,
          eventId: target.eventBrandId,
          specificEventId: target.specificEventId ?? undefined,
          count,
        },
      },
      { onSuccess: (response) => setJobId(response.jobId), onError: steps.reset },
    );
  };

  const running = steps.active;
  return (
    <div className="min-w-0 space-y-6 [overflow-wrap:anywhere]" data-help-context="activation">
      <Card className="py-5">
        <CardContent className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0 space-y-3 lg:max-w-md lg:flex-1">
            <div className="space-y-1">
              <h2 className="text-lg font-semibold">Activation ideas</h2>
              <p className="text-sm text-muted-foreground">
                {target
                  ? `Ideas for ${sponsor.name} at ${target.name}, drawn from its values and audience.`
                  : "Select an event brand to generate ideas for it."}
              </p>
            </div>
            {target ? <EventPicker target={target} disabled={running} /> : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <RadioGroup
              value={String(count)}
              onValueChange={(value) => setCount(Number(value) as Count)}
              aria-label="Number of ideas"
              className="flex gap-1 rounded-lg border p-1"
              disabled={running}
            >
              {ACTIVATION_COUNTS.map((option) => (
                <Label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-normal has-[[data-state=checked]]:bg-secondary has-[[data-state=checked]]:font-medium"
                >
                  <RadioGroupItem value={String(option)} />
                  {plural(option, "idea")}
                </Label>
              ))}
            </RadioGroup>
            <Button onClick={generate} disabled={running}>
              <Sparkles aria-hidden /> {running ? "Generating..." : "Generate ideas"}
            </Button>
          </div>
        </CardContent>
      </Card>

      {running ? (
        <RunPanel
          title="Generating activation ideas"
          description={`${plural(count, "idea")} for ${sponsor.name}${target ? ` at ${target.name}` : ""}.`}
          steps={ACTIVATION_STEP_LABELS}
          current={steps.current}
          progress={steps.done ? 100 : undefined}
          job={job}
          status={steps.done ? "completed" : undefined}
        />
      ) : null}

      {isLoading || (resumed.checking && !running && !ideas?.length) ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : ideas && ideas.length > 0 ? (
        <IdeaList ideas={ideas} highlightId={highlightActivationId} />
      ) : running ? null : (
        <EmptyState
          icon={<Lightbulb />}
          title="No activation ideas yet"
          description="Generate ideas to see ways this sponsor could bring its brand to your event."
        />
      )}
    </div>
  );
}

function IdeaList({ ideas, highlightId }: { ideas: ActivationView[]; highlightId: number | null }) {
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || highlightId === null) return;
    const element = document.getElementById(`activation-${highlightId}`);
    if (!element) return;
    scrolled.current = true;
    element.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [ideas, highlightId]);
  return (
    <section aria-label={`${ideas.length} activation ideas`} className="space-y-3">
      <p className="text-sm text-muted-foreground">{plural(ideas.length, "idea")} · newest first</p>
      <div className="grid items-start gap-4 md:grid-cols-2">
        {ideas.map((idea) => (
          <IdeaItem key={idea.id} idea={idea} highlighted={idea.id === highlightId} />
        ))}
      </div>
    </section>
  );
}

function IdeaItem({ idea, highlighted }: { idea: ActivationView; highlighted: boolean }) {
  const actions = useIdeaActions(idea);
  return (
    <ActivationCard activation={idea} highlighted={highlighted} actions={actions.buttons}>
      {actions.jobs}
    </ActivationCard>
  );
}
