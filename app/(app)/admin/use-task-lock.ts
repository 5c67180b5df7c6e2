"use client";

import { useRef, useState } from "react";
import { useJob } from "@/lib/client/hooks/use-job";
import { useSubmitJob, type JobRequest } from "@/lib/client/hooks/use-submit-job";
import { toast } from "@/lib/client/use-toast";
import { isJobCancellable } from "@/lib/shared/job-progress";

/**
 * The admin panel's single-task lock: while the tracked job is queued or processing (or
 * being submitted), starting another task answers 'Task in Progress' instead.
 */
export function useTaskLock() {
  const [tracked, setTracked] = useState<{ id: string; name: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // The toasts are built when the request settles: read the task's name from a ref, not a render.
  const naming = useRef("the task");
  const { job } = useJob(tracked?.id ?? null);
  const submit = useSubmitJob({
    started: (response) => ({
      title: "Task Started",
      description: `${naming.current} is queued. Job ID: ${response.jobId}`,
      variant: "success",
    }),
    failed: (error) => ({
      title: "Task Failed",
      description: error.message || `Failed to start ${naming.current}.`,
      variant: "destructive",
    }),
  });

  const busyWith =
    pending ?? (tracked && (!job || isJobCancellable(job.status)) ? tracked.name : null);

  const start = (name: string, request: JobRequest) => {
    if (busyWith) {
      toast({
        title: "Task in Progress",
        description: `Please wait for the current task (${busyWith}) to complete.`,
      });
      return;
    }
    naming.current = name;
    setPending(name);
    submit.mutate(request, {
      onSuccess: (response) => setTracked({ id: response.jobId, name }),
      onSettled: () => setPending(null),
    });
  };

  return { start, busyWith, tracked, submitting: pending };
}
