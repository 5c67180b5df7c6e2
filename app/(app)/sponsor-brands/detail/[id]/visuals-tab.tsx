"use client";

import { ImageIcon, ImagePlus } from "lucide-react";
import { useCallback, useState } from "react";
import { MockupCard } from "@/components/creative/mockup-card";
import { RunPanel } from "@/components/creative/run-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivations, useMockups } from "@/lib/client/hooks/use-creative";
import { useJob } from "@/lib/client/hooks/use-job";
import { failedJobToast } from "@/lib/client/job-toasts";
import { jobPlace, MOCKUP_POLL } from "@/lib/shared/job-progress";
import { MOCKUP_LOGO_SIZES, type MockupLogoSize } from "@/lib/shared/job-constants";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import type { CreativeTarget } from "./creative-context";
import { EventPicker } from "./event-picker";
import { useRefreshVisuals, useStartMockup } from "./idea-actions";
import { MockupLogoCard } from "./mockup-logo-card";
import { useMockupSteps } from "./use-mockup-steps";
import { useMonitoringError } from "./use-monitoring-error";
import { useResumedJob } from "./use-resumed-job";
import { VariationsGallery } from "./variations-gallery";

export const MOCKUP_STEP_LABELS = [
  "Choosing the scene",
  "Placing the logo",
  "Rendering the mockup",
  "Saving to the gallery",
] as const;

/** Visuals tab: a high-quality mockup of a chosen idea, the logo it uses, and the gallery. */
export function VisualsTab({
  sponsor,
  target,
  onShowActivations,
}: {
  sponsor: SponsorBrandDetail;
  target: CreativeTarget | null;
  onShowActivations: () => void;
}) {
  const { data: ideas, isLoading: ideasLoading } = useActivations(sponsor.id);
  const {
    data: mockups,
    isLoading: mockupsLoading,
    dataUpdatedAt,
  } = useMockups({ sponsorBrandId: sponsor.id });
  const [chosen, setChosen] = useState<string>("");
  const [jobId, setJobId] = useState<string | null>(null);
  const [logoSize, setLogoSize] = useState<MockupLogoSize>("medium");
  const steps = useMockupSteps();
  const refresh = useRefreshVisuals();
  const mockup = useStartMockup(setJobId, steps.reset);
  const selected = ideas?.find((idea) => String(idea.id) === chosen) ?? ideas?.[0];

  const { job, error: pollError } = useJob(jobId, {
    plan: MOCKUP_POLL,
    notify: {
      completed: (done) => {
        const title = done.data.activationTitle ?? selected?.title;
        const place = jobPlace(done);
        return {
          title: "Mockups Ready",
          description: `${typeof title === "string" ? `A mockup of ${title}` : "Your mockup"}${place ? ` at ${place}` : ""} is in the gallery.`,
          variant: "success",
        };
      },
      failed: failedJobToast("Mockup Generation Failed"),
    },
    onEnd: () => {
      refresh(selected?.id);
      setJobId(null);
      steps.reset();
    },
  });

  useMonitoringError("Mockup Monitoring Error", jobId, pollError);
  const refreshGallery = useCallback(() => refresh(), [refresh]);
  const resumed = useResumedJob({
    type: "mockup",
    sponsorId: sponsor.id,
    watching: jobId !== null || steps.active,
    dataUpdatedAt,
    resume: (running) => {
      const activationId = Number(running.data.activationId);
      if (activationId) setChosen(String(activationId));
      setJobId(running.id);
      steps.start();
    },
    refresh: refreshGallery,
  });

  const generate = () => {
    if (selected && mockup.start(selected, { specificEventId: target?.specificEventId, logoSize }))
      steps.start();
  };
  const running = steps.active;

  return (
    <div className="min-w-0 space-y-6 [overflow-wrap:anywhere]" data-help-context="mockup">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Visual mockups
            </CardTitle>
            <CardDescription>
              An activation idea pictured with the sponsor&apos;s logo
              {target ? ` at ${target.name}` : ""}.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {target ? <EventPicker target={target} disabled={running} /> : null}
            {ideasLoading ? (
              <Skeleton className="h-9 w-full" />
            ) : ideas && ideas.length > 0 ? (
              <div className="space-y-4">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <Field label="Activation idea" id="mockup-activation" className="min-w-0 flex-1">
                    <SimpleSelect
                      id="mockup-activation"
                      className="overflow-hidden"
                      value={selected ? String(selected.id) : ""}
                      onValueChange={setChosen}
                      disabled={running}
                      options={ideas.map((idea) => ({ value: String(idea.id), label: idea.title }))}
                      placeholder="Choose an idea"
                    />
                  </Field>
                  <Field label="Logo size" id="mockup-logo-size" className="sm:w-36">
                    <SimpleSelect
                      id="mockup-logo-size"
                      value={logoSize}
                      onValueChange={(value) => {
                        const size = MOCKUP_LOGO_SIZES.find((option) => option === value);
                        if (size) setLogoSize(size);
                      }}
                      disabled={running}
                      options={MOCKUP_LOGO_SIZES.map((size) => ({
                        value: size,
                        label: size[0]!.toUpperCase() + size.slice(1),
                      }))}
                    />
                  </Field>
                  <Button onClick={generate} disabled={running || !selected}>
                    <ImagePlus aria-hidden /> {running ? "Generating..." : "Generate mockup"}
                  </Button>
                </div>
                {selected ? (
                  <div className="space-y-2 rounded-lg border bg-muted/30 p-4">
                    <Badge variant="secondary">{selected.category}</Badge>
                    <p className="text-sm leading-relaxed text-muted-foreground">
                      {selected.description}
                    </p>
                  </div>
                ) : null}
              </div>
            ) : (
              <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
                <p>Mockups are made from activation ideas. Generate some ideas first.</p>
                <Button variant="outline" size="sm" onClick={onShowActivations}>
                  Go to Activations
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
        <MockupLogoCard sponsor={sponsor} target={target} />
      </div>

      {running ? (
        <RunPanel
          title="Generating mockup"
          description={selected?.title}
          steps={MOCKUP_STEP_LABELS}
          current={Math.min(steps.step, MOCKUP_STEP_LABELS.length - 1)}
          progress={steps.step * 25}
          job={job}
        />
      ) : null}

      <section aria-labelledby="mockup-gallery" className="space-y-3">
        <h2 id="mockup-gallery" className="text-lg font-semibold">
          Mockup gallery
        </h2>
        {mockupsLoading || (resumed.checking && !mockups?.length) ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="aspect-[3/2]" />
            <Skeleton className="aspect-[3/2]" />
          </div>
        ) : mockups && mockups.length > 0 ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {mockups.map((item) => (
              <MockupCard key={item.id} mockup={item} />
            ))}
          </div>
        ) : (
          <EmptyState
            icon={<ImageIcon />}
            headingLevel={3}
            title="No mockups yet"
            description="Generate a mockup to see this sponsor's logo in your event's settings."
          />
        )}
      </section>

      {ideas && ideas.length > 0 ? <VariationsGallery ideas={ideas} /> : null}
    </div>
  );
}
