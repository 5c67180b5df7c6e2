import type { JobView } from "@/lib/shared/schemas/jobs";
import type { ToastOptions } from "./use-toast";

/**
 * A page's toast for its failed job, under its own title: the job's error says what went wrong.
 * Its own module, so the shell's job tracker (which shows the default toast) does not carry it.
 */
export const failedJobToast =
  (title: string) =>
  (job: JobView): ToastOptions => ({
    title,
    description: job.error ?? "Unknown error",
    variant: "destructive",
  });
