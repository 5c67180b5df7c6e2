"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { SimpleSelect } from "@/components/ui/simple-select";
import {
  useCommitImport,
  useImportRows,
  useSetImportDecisions,
  rejectedRowsUrl,
} from "@/lib/client/hooks/use-imports";
import type {
  ImportCounts,
  ImportDecision,
  ImportDetail,
  ImportRowsQuery,
} from "@/lib/shared/schemas/imports";
import { DECISION_OPTIONS, ReviewTable } from "./review-table";

const KIND_OPTIONS = [
  { value: "all", label: "All rows" },
  { value: "new", label: "New" },
  { value: "catalogue", label: "Already in the catalogue" },
  { value: "file", label: "Repeated in the file" },
  { value: "invalid", label: "Invalid" },
  { value: "warned", label: "With warnings" },
] as const;

/** The decisions taken for all rows of a kind at once. */
const DECIDE_ALL = [
  { kind: "catalogue", label: "Rows already in the catalogue" },
  { kind: "file", label: "Rows repeated in the file" },
] as const;

const rowCount = (n: number) => `${n.toLocaleString()} row${n === 1 ? "" : "s"}`;

/**
 * "Import 4 rows (1 skipped, 1 rejected)": the rows the import will create or merge, by the
 * review and the decisions made; skipped and rejected rows are not counted as imported.
 */
function commitLabel(plan: ImportCounts): string {
  const left = [
    plan.skipped ? `${plan.skipped.toLocaleString()} skipped` : null,
    plan.rejected ? `${plan.rejected.toLocaleString()} rejected` : null,
  ].filter(Boolean);
  return `Import ${rowCount(plan.created + plan.merged)}${left.length ? ` (${left.join(", ")})` : ""}`;
}

const PAGE_SIZE = 50;

/** Step 3: what each row will do; duplicates take merge, skip or create, one by one or all at once. */
export function ReviewStep({ detail, onBack }: { detail: ImportDetail; onBack: () => void }) {
  const [query, setQuery] = useState<ImportRowsQuery>({
    kind: "all",
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const rows = useImportRows(detail.id, query);
  const decide = useSetImportDecisions(detail.id);
  const commit = useCommitImport(detail.id);
  const { review, plan } = detail;
  const nothingToImport = plan.created + plan.merged === 0;
  const total = rows.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const setAll = (kind: "catalogue" | "file", decision: string) =>
    decide.mutate({ [kind]: decision as ImportDecision }, { onSuccess: () => void rows.refetch() });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Review</CardTitle>
        <CardDescription>
          <span className="mr-3">
            <Badge variant="success">{review.new}</Badge> new
          </span>
          <span className="mr-3">
            <Badge variant="info">{review.catalogue}</Badge> already in the catalogue
          </span>
          <span className="mr-3">
            <Badge variant="warning">{review.file}</Badge> repeated in the file
          </span>
          <span className="mr-3">
            <Badge variant="destructive">{review.invalid}</Badge> invalid (will be rejected)
          </span>
          <span>
            <Badge variant="warning">{detail.warnedRows}</Badge> with warnings (imported; see each
            row)
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          {DECIDE_ALL.map(({ kind, label }) => (
            <div key={kind} className="grid gap-1.5">
              <Label htmlFor={`review-all-${kind}`}>{label}</Label>
              <SimpleSelect
                id={`review-all-${kind}`}
                value={detail[`${kind}Decision`]}
                onValueChange={(value) => setAll(kind, value)}
                options={DECISION_OPTIONS}
                disabled={decide.isPending}
              />
            </div>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="review-show">Show</Label>
            <SimpleSelect
              id="review-show"
              value={query.kind}
              onValueChange={(kind) =>
                setQuery({ ...query, kind: kind as ImportRowsQuery["kind"], page: 1 })
              }
              options={KIND_OPTIONS}
            />
          </div>
        </div>

        <ReviewTable
          rows={rows.data?.items ?? []}
          loading={rows.isPending}
          disabled={decide.isPending}
          onDecide={(rowNumber, decision) =>
            decide.mutate(
              { rows: [{ rowNumber, decision }] },
              { onSuccess: () => void rows.refetch() },
            )
          }
        />

        <nav aria-label="Review pages" className="flex items-center gap-3 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={query.page <= 1}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {query.page} of {lastPage}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={query.page >= lastPage}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            Next
          </Button>
        </nav>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onBack}>
            Back to columns
          </Button>
          {review.invalid > 0 ? (
            <Button asChild variant="outline">
              <a href={rejectedRowsUrl(detail.id)} download>
                <Download aria-hidden /> Download invalid rows
              </a>
            </Button>
          ) : null}
          <Button
            disabled={commit.isPending || nothingToImport}
            aria-describedby={nothingToImport ? "review-nothing-to-import" : undefined}
            onClick={() => commit.mutate()}
          >
            {commit.isPending ? "Starting…" : commitLabel(plan)}
          </Button>
        </div>
        {nothingToImport ? (
          <p id="review-nothing-to-import" className="text-sm text-muted-foreground">
            Every row is skipped or rejected: merge or create a duplicate to import something.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
