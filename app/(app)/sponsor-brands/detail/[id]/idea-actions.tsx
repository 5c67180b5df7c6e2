"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Images, ImagePlus } from "lucide-react";
import { useCallback, useState } from "react";
import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { Button } from "@/components/ui/button";
import type { ActivationView } from "@/lib/client/hooks/use-creative";
import { useSubmitJob } from "@/lib/client/hooks/use-submit-job";
import { invalidateApiQuery } from "@/lib/client/queries";
import { toast } from "@/lib/client/use-toast";
import { failedJobToast } from "@/lib/client/job-toasts";
import { MOCKUP_POLL } from "@/lib/shared/job-progress";
import { activationImagesQuery, mockupsQuery } from "@/lib/shared/queries/creative";
import {
  DEFAULT_VARIATION_COUNT,
  NO_EVENT_BRAND,
  type MockupLogoSize,
} from "@/lib/shared/job-constants";

/**
 * Start a high-quality mockup of one idea; the caller watches the returned job. `start` answers
 * whether a request was sent (an idea without an event brand is refused here).
 */
export function useStartMockup(onStarted: (jobId: string) => void, onFailed?: () => void) {
  const submit = useSubmitJob({
    failed: (error) => ({
      title: "Mockup Generation Failed",
      description: error.message,
      variant: "destructive",
    }),
  });
  const start = (
    activation: Pick<ActivationView, "id" | "eventBrandId" | "specificEventId">,
    options: { specificEventId?: number | null; logoSize?: MockupLogoSize } = {},
  ) => {
    if (!activation.eventBrandId) {
      toast({
        title: "Missing Context",
        description: NO_EVENT_BRAND.mockup,
        variant: "destructive",
      });
      return false;
    }
    submit.mutate(
      {
        type: "mockup",
        data: {
          activationId: activation.id,
          quality: "high",
          // The idea's own event first, else the page's event; the server checks it is the idea's brand's.
          specificEventId: activation.specificEventId ?? options.specificEventId ?? undefined,
          logoSize: options.logoSize,
        },
      },
      { onSuccess: (response) => onStarted(response.jobId), onError: onFailed },
    );
    return true;
  };
  return { start, isPending: submit.isPending };
}

/** Invalidate what a finished mockup or variation job adds to. */
export function useRefreshVisuals() {
  const queryClient = useQueryClient();
  return useCallback(
    (activationId?: number) => {
      void invalidateApiQuery(queryClient, mockupsQuery);
      if (activationId !== undefined)
        void invalidateApiQuery(queryClient, activationImagesQuery, { activationId });
    },
    [queryClient],
  );
}

/** 'Create mockup' and 'Variations' buttons of an idea, and its running jobs to show beneath it. */
export function useIdeaActions(activation: ActivationView) {
  const [mockupJob, setMockupJob] = useState<string | null>(null);
  const [variationsJob, setVariationsJob] = useState<string | null>(null);
  const mockup = useStartMockup(setMockupJob);
  const variations = useSubmitJob();

  return {
    buttons: (
      <>
        <Button
          variant="outline"
          size="sm"
          disabled={mockup.isPending || mockupJob !== null}
          onClick={() => mockup.start(activation)}
        >
          <ImagePlus aria-hidden /> Create mockup
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={variations.isPending || variationsJob !== null}
          onClick={() =>
            variations.mutate(
              {
                type: "image-variations",
                data: { activationId: activation.id, count: DEFAULT_VARIATION_COUNT },
              },
              { onSuccess: (response) => setVariationsJob(response.jobId) },
            )
          }
        >
          <Images aria-hidden /> Variations
        </Button>
      </>
    ),
    jobs:
      mockupJob || variationsJob ? (
        <div className="grid gap-3">
          {mockupJob ? (
            <ImageJobCard
              activationId={activation.id}
              jobId={mockupJob}
              failedTitle="Mockup Generation Failed"
              completed={{
                title: "Mockups Ready",
                description: `A mockup of ${activation.title} is in the Visuals tab.`,
              }}
              onEnd={() => setMockupJob(null)}
            />
          ) : null}
          {variationsJob ? (
            <ImageJobCard
              activationId={activation.id}
              jobId={variationsJob}
              completed={{
                title: "Job completed",
                description: `Image variations of ${activation.title} are in the Visuals tab.`,
              }}
              onEnd={() => setVariationsJob(null)}
            />
          ) : null}
        </div>
      ) : null,
  };
}

/**
 * The progress of an image job of an idea (a mockup or its variations). When it ends the idea's
 * visuals are refreshed, then `onEnd` runs. `failedTitle`: the failure toast's title (else the
 * default job toast).
 */
function ImageJobCard({
  activationId,
  jobId,
  failedTitle,
  completed,
  onEnd,
}: {
  activationId: number;
  jobId: string;
  failedTitle?: string;
  completed: { title: string; description: string };
  onEnd: () => void;
}) {
  const refresh = useRefreshVisuals();
  return (
    <JobProgressCard
      jobId={jobId}
      className="bg-muted/30 shadow-none"
      plan={MOCKUP_POLL}
      notify={{
        completed: () => ({ ...completed, variant: "success" }),
        failed: failedTitle ? failedJobToast(failedTitle) : undefined,
      }}
      onEnd={() => {
        refresh(activationId);
        onEnd();
      }}
    />
  );
}
