import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { requireUser } from "@/lib/server/auth/guards";
import { listCompletedJobs } from "@/lib/server/jobs/queue";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { completedJobsQuery } from "@/lib/shared/queries/jobs";
import { COMPLETED_WINDOW_HOURS } from "@/lib/shared/job-progress";
import { ResearchMonitor } from "./research-monitor";

export const metadata: Metadata = { title: "Research Progress Monitor" };

export default async function ResearchProgressPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const hours = COMPLETED_WINDOW_HOURS;
  // The running jobs come with the shell (app/(app)/layout.tsx), which the header reads too.
  const state = await prefetched(
    prefetch(completedJobsQuery, { hours }, () => listCompletedJobs(user, hours)),
  );
  return (
    <HydrationBoundary state={state}>
      <ResearchMonitor />
    </HydrationBoundary>
  );
}
