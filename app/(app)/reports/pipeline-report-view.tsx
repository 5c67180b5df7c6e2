import { BarChart3 } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { LocalDay } from "@/components/ui/local-day";
import { ENGAGEMENT_STAGES, STAGE_LABELS } from "@/lib/shared/engagement";
import { formatMoney } from "@/lib/shared/money";
import { DEAL_STATUSES, type PipelineReport } from "@/lib/shared/pipeline-report";
import { PIPELINE_LABELS, PIPELINE_STAGES } from "@/lib/shared/interaction-vocabulary";

function Tile({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Horizontal bars of how many sponsors sit at each stage. */
/** Each stage, in order, with its label and its count. */
const stageCounts = <S extends string>(
  stages: readonly S[],
  labels: Record<S, string>,
  counts: Record<S, number>,
) => stages.map((stage) => ({ label: labels[stage], count: counts[stage] }));

function StageBars({
  title,
  description,
  stages,
}: {
  title: string;
  description: string;
  stages: Array<{ label: string; count: number }>;
}) {
  const max = Math.max(1, ...stages.map((stage) => stage.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2.5">
          {stages.map((stage) => (
            <div key={stage.label} className="grid grid-cols-[9rem_1fr_2rem] items-center gap-3">
              <dt className="truncate text-sm">{stage.label}</dt>
              <dd className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${(stage.count / max) * 100}%` }}
                />
              </dd>
              <dd className="text-right text-sm tabular-nums">{stage.count}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The pipeline report: totals, both stage breakdowns and one row per sponsor. */
export function PipelineReportView({ report }: { report: PipelineReport }) {
  const { counters, deals } = report;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <Tile label="Sponsors in play" value={counters.activeProspects} />
        <Tile label="Partnership ready" value={counters.readyForApproval} />
        <Tile label="In research" value={counters.inResearch} />
        {(["Active", "Pending"] as const).map((status) => (
          <Tile
            key={status}
            label={`${status} deals`}
            value={deals[status].count}
            hint={
              deals[status].valueUsd > 0
                ? `${formatMoney(deals[status].valueUsd, "USD")} (USD)`
                : undefined
            }
          />
        ))}
        <Tile
          label="Interactions, last 30 days"
          value={report.interactions.last30Days}
          hint={`${report.interactions.open} open follow-ups`}
        />
      </dl>
      {deals.sample > 0 ? (
        <p className="text-xs text-muted-foreground">
          Deal totals include {deals.sample} sample deals from the seeded demo history.
          {deals.otherCurrencies > 0
            ? ` ${deals.otherCurrencies} deals in other currencies are counted but not valued.`
            : ""}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <StageBars
          title="Engagement stages"
          description="Sponsors with each step done: research, match analysis, activation ideas and mockups; Partnership Ready once all four are."
          stages={stageCounts(ENGAGEMENT_STAGES, STAGE_LABELS, report.doneByStage)}
        />
        <StageBars
          title="Sales pipeline"
          description="Where each deal stands, as the team has set it."
          stages={stageCounts(PIPELINE_STAGES, PIPELINE_LABELS, report.byPipelineStage)}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Sponsors</CardTitle>
          <CardDescription>
            Furthest along first. {DEAL_STATUSES.map((s) => `${deals[s].count} ${s}`).join(" · ")}{" "}
            deals on record.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {report.rows.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<BarChart3 />}
              title="No sponsors in the pipeline yet"
              description="Research a sponsor, generate ideas or link one to an event and it appears here."
              action={
                <Button asChild variant="outline" size="sm">
                  <Link href={`/sponsor-discovery?eventBrandId=${report.eventBrand.id}`}>
                    Discover Sponsors
                  </Link>
                </Button>
              }
            />
          ) : (
            <Table>
              <TableCaption className="sr-only">
                Pipeline of {report.eventBrand.name}, one row per sponsor
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Sponsor</TableHead>
                  <TableHead>Engagement</TableHead>
                  <TableHead>Pipeline stage</TableHead>
                  <TableHead>Next action</TableHead>
                  <TableHead>Target date</TableHead>
                  <TableHead>Last activity</TableHead>
                  <TableHead className="text-right">Open follow-ups</TableHead>
                  <TableHead className="text-right">Events</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.rows.map((row) => (
                  <TableRow key={row.sponsorBrandId}>
                    <TableCell>
                      <Link
                        href={`/sponsor/${row.sponsorBrandId}/interactions`}
                        className="flex items-center gap-2 font-medium hover:underline"
                      >
                        <BrandLogo name={row.sponsorName} logoUrl={row.logo} size="xs" />
                        {row.sponsorName}
                      </Link>
                      {row.industry ? (
                        <span className="text-xs text-muted-foreground">{row.industry}</span>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <span className="tabular-nums">{row.engagementPercent}%</span>{" "}
                      <span className="text-xs text-muted-foreground">
                        {STAGE_LABELS[row.engagementStage]}
                      </span>
                    </TableCell>
                    <TableCell>
                      <Badge
                        variant={
                          row.pipelineStage === "won"
                            ? "success"
                            : row.pipelineStage === "lost"
                              ? "destructive"
                              : "secondary"
                        }
                      >
                        {PIPELINE_LABELS[row.pipelineStage]}
                      </Badge>
                    </TableCell>
                    <TableCell className="max-w-64 truncate">{row.nextAction ?? "—"}</TableCell>
                    <TableCell>
                      <LocalDay value={row.targetDate} />
                    </TableCell>
                    <TableCell>
                      <LocalDay value={row.lastActivityDate} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {row.openInteractions}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.linkedEvents}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
