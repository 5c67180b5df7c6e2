import { BrandInAddress } from "@/components/events/brand-in-address";
import { CheckCircle2, Circle } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { LocalTime } from "@/components/creative/local-time";
import { EventBrandNotFound } from "@/components/events/unresolved-brand";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { ENGAGEMENT_STAGES, STAGE_LABELS, engagementOf } from "@/lib/shared/engagement";

export const metadata: Metadata = { title: "Engagement Progress" };

/**
 * /progress-demo?eventBrandId= (a demo page, in the admin menu under Demos): every sponsor the property works
 * with on a board by engagement stage, each with the activities done and still to do.
 */
export default async function ProgressBoardPage({ searchParams }: PageProps<"/progress-demo">) {
  const user = await requireUser();
  const resolved = await resolvePageBrand(user.id, await searchParams);
  if (resolved.state === "not-found") {
    return <EventBrandNotFound />;
  }
  const brand = resolved.state === "found" ? resolved.brand : null;
  const records = brand ? await listBrandProgress(brand.id) : [];
  const columns = ENGAGEMENT_STAGES.map((stage) => ({
    stage,
    items: records.filter((record) => engagementOf(record).stage === stage),
  }));
  return (
    <>
      {resolved.state === "found" && !resolved.inAddress ? (
        <BrandInAddress eventBrandId={resolved.brand.id} />
      ) : null}
      <PageHeader
        title="Engagement Progress"
        description={
          brand
            ? `How far each pitch for ${brand.name} has come: research, match analysis, activation ideas, mockups.`
            : "Add an event brand to track its sponsors."
        }
        actions={
          brand ? (
            <Button asChild variant="outline">
              <Link href={`/reports?eventBrandId=${brand.id}`}>Pipeline Report</Link>
            </Button>
          ) : null
        }
      />
      {records.length === 0 ? (
        <EmptyState
          title="No sponsor engagement data available yet"
          description="Research a sponsor, generate activation ideas or mockups, or link a sponsor to an event, and it appears here."
          action={
            <Button asChild>
              <Link href="/sponsor-brands">Browse Sponsor Brands</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5">
          {columns.map(({ stage, items }) => (
            <section
              key={stage}
              aria-labelledby={`stage-${stage}`}
              className="space-y-3 rounded-xl bg-muted/60 p-3"
            >
              <h2
                id={`stage-${stage}`}
                className="flex items-center justify-between text-sm font-semibold"
              >
                {STAGE_LABELS[stage]}
                <span className="rounded-full bg-background px-2 py-0.5 text-xs tabular-nums">
                  {items.length}
                </span>
              </h2>
              {items.length === 0 ? (
                <p className="px-1 text-xs text-muted-foreground">No sponsors at this stage.</p>
              ) : (
                <ul className="space-y-3">
                  {items.map((record) => {
                    const engagement = engagementOf(record);
                    return (
                      <li
                        key={record.sponsorBrandId}
                        className="rounded-lg border border-border bg-card p-3"
                      >
                        <Link
                          href={`/sponsor/${record.sponsorBrandId}/interactions`}
                          className="flex items-center gap-2 text-sm font-medium hover:underline"
                        >
                          <BrandLogo name={record.sponsorName} logoUrl={record.logo} size="xs" />
                          <span className="truncate">{record.sponsorName}</span>
                        </Link>
                        <Progress
                          value={engagement.percent}
                          aria-label={`${record.sponsorName} engagement ${engagement.percent}%`}
                          className="mt-2 h-1.5"
                        />
                        <ul
                          className="mt-2 space-y-1"
                          aria-label={`${record.sponsorName} activities`}
                        >
                          {engagement.activities.map((activity) => {
                            const Icon = activity.complete ? CheckCircle2 : Circle;
                            return (
                              <li key={activity.key} className="flex items-center gap-1.5 text-xs">
                                <Icon
                                  className={cn(
                                    "size-3.5",
                                    activity.complete ? "text-success" : "text-muted-foreground",
                                  )}
                                  aria-hidden
                                />
                                {activity.label}
                                <span className="sr-only">
                                  : {activity.complete ? "Complete" : "Pending"}
                                </span>
                              </li>
                            );
                          })}
                        </ul>
                        {record.lastActivityDate ? (
                          <p className="mt-2 text-[11px] text-muted-foreground">
                            Last activity <LocalTime iso={record.lastActivityDate} />
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
