"use client";

import { useEffect, useRef } from "react";
import { ApiError } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";

/**
 * The toast when a running job can no longer be read (its polling fails for another reason than
 * the rate limit, which has its own toast): once per job.
 */
export function useMonitoringError(
  title: "Research Monitoring Error" | "Mockup Monitoring Error",
  jobId: string | null,
  error: Error | null,
) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || !error || shown.current === jobId) return;
    if (error instanceof ApiError && error.status === 429) return;
    shown.current = jobId;
    toast({
      title,
      description: `We could not check on this job: ${error.message}. It keeps running; refresh the page to see its result.`,
      variant: "destructive",
    });
  }, [title, jobId, error]);
}
