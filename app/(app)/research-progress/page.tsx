import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { ACTIVE_JOBS_KEY, completedJobsKey } from "@/lib/client/hooks/job-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { dehydrateQueries } from "@/lib/server/hydration";
import { listActiveJobs, listCompletedJobs } from "@/lib/server/jobs/queue";
import { COMPLETED_WINDOW_HOURS } from "@/lib/shared/job-progress";
import { ResearchMonitor } from "./research-monitor";

export const metadata: Metadata = { title: "Research Progress Monitor" };

export default async function ResearchProgressPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const [active, completed] = await Promise.all([
    listActiveJobs(user),
    listCompletedJobs(user, COMPLETED_WINDOW_HOURS),
  ]);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [ACTIVE_JOBS_KEY, active],
        [completedJobsKey(COMPLETED_WINDOW_HOURS), completed],
      ])}
    >
      <ResearchMonitor />
    </HydrationBoundary>
  );
}
