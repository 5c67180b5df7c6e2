import "server-only";
import { notifyOverdueDeliverables } from "@/lib/server/fulfilment/overdue";
import { sweepOrphanMockupFiles } from "@/lib/server/mockups/orphans";
import { notifyRenewalsDue } from "@/lib/server/renewals/reminders";
import type { MaintenanceTask } from "./worker/pool";

const MINUTE_MS = 60_000;

/**
 * Periodic housekeeping, run by whichever job runner is in use: the in-process worker pool
 * schedules each task every `everyMs` (the first run `firstAfterMs` after start), Inngest runs it
 * on its `cron` schedule (the same period). Each task is safe to run twice at once (every one
 * claims its rows atomically), since several app instances may run it.
 */
export interface ScheduledTask extends MaintenanceTask {
  /** The same period as a cron schedule, for Inngest. */
  cron: string;
}

export const MAINTENANCE_TASKS: readonly ScheduledTask[] = [
  {
    // Generated files no row references (an attempt killed between storing a file and its row).
    name: "orphan-files",
    firstAfterMs: 5 * MINUTE_MS,
    everyMs: 60 * MINUTE_MS,
    cron: "7 * * * *",
    run: () => sweepOrphanMockupFiles(),
  },
  {
    // Deliverables past their due date without proof: their owners are told, once.
    name: "fulfilment-overdue",
    firstAfterMs: MINUTE_MS,
    everyMs: 15 * MINUTE_MS,
    cron: "*/15 * * * *",
    run: () => notifyOverdueDeliverables(),
  },
  {
    // Contracts nearing their end: each renewal reminder (180, 90, 30 days by default) once.
    name: "contract-renewals",
    firstAfterMs: 2 * MINUTE_MS,
    everyMs: 60 * MINUTE_MS,
    cron: "23 * * * *",
    run: () => notifyRenewalsDue(),
  },
];
