import { HydrationBoundary } from "@tanstack/react-query";
import { Mail, ScrollText } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AccessDenied } from "@/components/errors/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { completedJobsQuery } from "@/lib/shared/queries/jobs";
import { listCompletedJobs } from "@/lib/server/jobs/queue";
import { livGolfImportOffer } from "@/lib/server/seed/event-brands";
import { todayIso } from "@/lib/shared/dates";
import { COMPLETED_WINDOW_HOURS } from "@/lib/shared/job-progress";
import { AdminPanel } from "./admin-panel";

export const metadata: Metadata = { title: "Admin Panel" };

export default async function AdminPage() {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  // The running jobs come with the shell (app/(app)/layout.tsx), which the header reads too.
  const state = await prefetched(
    prefetch(completedJobsQuery, { hours: COMPLETED_WINDOW_HOURS }, () =>
      listCompletedJobs(user, COMPLETED_WINDOW_HOURS),
    ),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader
        help="admin"
        title="Admin Panel"
        description="Background jobs, AI tasks, schedule imports and event brands."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href="/admin/outbox">
                <Mail className="size-4" aria-hidden /> Outbox
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/admin/audit">
                <ScrollText className="size-4" aria-hidden /> Audit log
              </Link>
            </Button>
          </div>
        }
      />
      {/* The season is chosen here, on the server, so the page the browser hydrates says the same. */}
      <AdminPanel schedule={livGolfImportOffer(todayIso())} />
    </HydrationBoundary>
  );
}
