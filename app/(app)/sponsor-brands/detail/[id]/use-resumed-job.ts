"use client";

import { useEffect, useRef } from "react";
import { useApiQuery } from "@/lib/client/queries";
import { activeJobsQuery, completedJobsQuery } from "@/lib/shared/queries/jobs";
import type { JobType } from "@/lib/shared/job-catalogue";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { endedSince, isSponsorJob } from "@/lib/shared/sponsor-jobs";

/** How far back a tab looks for a job of its kind that ended while the user was away. */
const ENDED_WINDOW_HOURS = 1;

/**
 * A tab of the sponsor page, mounted again (Back, a reload, another tab of the browser), asks the
 * server once for this sponsor's job of its kind: a running one is handed to `resume` so the tab
 * shows its progress and refreshes when it ends; one that ended after the tab's data was read
 * makes the tab read its data again (`refresh`). Never the empty state while the work exists.
 */
export function useResumedJob({
  type,
  sponsorId,
  watching,
  dataUpdatedAt,
  resume,
  refresh,
}: {
  type: JobType;
  sponsorId: number;
  /** The tab already watches a job (it started one itself). */
  watching: boolean;
  /** When the tab's data was read (ms since the epoch; 0 when not yet). */
  dataUpdatedAt: number;
  resume: (job: JobView) => void;
  refresh: () => void;
}) {
  const active = useApiQuery(activeJobsQuery, undefined, { refetchOnMount: "always" });
  const ended = useApiQuery(
    completedJobsQuery,
    { hours: ENDED_WINDOW_HOURS },
    { refetchOnMount: "always" },
  );
  const resumeChecked = useRef(false);
  const endedChecked = useRef(false);

  const activeList = active.isFetchedAfterMount ? active.data : undefined;
  useEffect(() => {
    if (resumeChecked.current || !activeList) return;
    resumeChecked.current = true;
    const running = activeList.find((job) => isSponsorJob(job, type, sponsorId));
    if (running && !watching) resume(running);
  }, [activeList, type, sponsorId, watching, resume]);

  const endedList = ended.isFetchedAfterMount ? ended.data : undefined;
  useEffect(() => {
    if (endedChecked.current || !endedList || dataUpdatedAt === 0) return;
    endedChecked.current = true;
    if (endedSince(endedList, type, sponsorId, dataUpdatedAt)) refresh();
  }, [endedList, type, sponsorId, dataUpdatedAt, refresh]);

  /** Until the server has answered, the tab cannot tell "nothing yet" from "running elsewhere". */
  return { checking: !active.isFetchedAfterMount && !active.isError };
}
