"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { OwnRouteJobType } from "@/lib/shared/job-catalogue";
import { jobStartedMessage } from "@/lib/shared/job-progress";
import type { JobPayload, JobSubmitResponse, jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { apiRequest } from "../api";
import { toast, type ToastOptions } from "../use-toast";
import { noteRateLimit, isRateLimited, refreshJobLists, seedJob } from "./use-job-polling";

type PayloadIn<T extends OwnRouteJobType> = z.input<(typeof jobPayloadSchemas)[T]>;
/** A job's request body: ids as numbers (the schemas also accept numeric text). */
type JobData<T extends OwnRouteJobType> = {
  [K in keyof PayloadIn<T>]: unknown extends PayloadIn<T>[K]
    ? JobPayload<T>[K & keyof JobPayload<T>]
    : PayloadIn<T>[K];
};

/** A job to queue: a type clients may queue (the catalogue's `ownRoute`) and its payload. */
export type JobRequest = { [T in OwnRouteJobType]: { type: T; data: JobData<T> } }[OwnRouteJobType];

interface SubmitOptions {
  /**
   * The toast when the job is queued; false for none. Default: what is happening in plain words,
   * for whom and where ("Activation ideas are being generated" / "For DP World at LIV Golf Riyadh.").
   */
  started?: false | ((response: JobSubmitResponse) => ToastOptions);
  /** The toast when it could not be created (not on a 429). Default: 'Job submission failed'. */
  failed?: (error: Error) => ToastOptions;
}

/**
 * Queue a job: POST /api/jobs/{type} with its payload → 202 { jobId, job }. The job is put in
 * its own cache (so `useJob` starts from it) and the running list is read again.
 */
export function useSubmitJob(options: SubmitOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, data }: JobRequest) =>
      apiRequest<JobSubmitResponse>("POST", `/api/jobs/${type}`, data),
    onSuccess: (response: JobSubmitResponse) => {
      seedJob(queryClient, response.job);
      void refreshJobLists(queryClient);
      if (options.started === false) return;
      toast(
        options.started?.(response) ?? { ...jobStartedMessage(response.job), variant: "success" },
      );
    },
    onError: (error: Error) => {
      if (isRateLimited(error)) return noteRateLimit(queryClient);
      toast(
        options.failed?.(error) ?? {
          title: "Job submission failed",
          description: error.message,
          variant: "destructive",
        },
      );
    },
  });
}
