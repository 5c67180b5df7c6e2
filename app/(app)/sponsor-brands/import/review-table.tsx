"use client";

import { AlertTriangle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ImportDecision, ImportRowView } from "@/lib/shared/schemas/imports";

export const DECISION_OPTIONS = [
  { value: "merge", label: "Merge (fill empty fields)" },
  { value: "skip", label: "Skip" },
  { value: "create", label: "Create a new brand" },
] as const;

const KIND_BADGES = {
  new: { label: "New", variant: "success" },
  catalogue: { label: "In catalogue", variant: "info" },
  file: { label: "Repeated", variant: "warning" },
  invalid: { label: "Invalid", variant: "destructive" },
} as const;

/** The review's rows: what was found in each and, for duplicates, the choice. */
export function ReviewTable({
  rows,
  loading,
  disabled,
  onDecide,
}: {
  rows: ImportRowView[];
  loading: boolean;
  disabled: boolean;
  onDecide: (rowNumber: number, decision: ImportDecision) => void;
}) {
  if (loading) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Rows of the file">
        <TableHeader>
          <TableRow>
            <TableHead>Row</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Website</TableHead>
            <TableHead>Country</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Found</TableHead>
            <TableHead>What happens</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const badge = row.kind ? KIND_BADGES[row.kind] : null;
            const duplicate = row.kind === "catalogue" || row.kind === "file";
            return (
              <TableRow key={row.rowNumber}>
                <TableCell>{row.rowNumber}</TableCell>
                <TableCell className="max-w-56 truncate font-medium">{row.name ?? "—"}</TableCell>
                <TableCell className="max-w-48 truncate">{row.website ?? "—"}</TableCell>
                <TableCell>{row.country ?? "—"}</TableCell>
                <TableCell className="max-w-48 text-sm">
                  {row.contact ? (
                    <>
                      <span className="block truncate">{row.contact.name}</span>
                      {row.contact.email ? (
                        <span className="block truncate text-muted-foreground">
                          {row.contact.email}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell className="max-w-80 space-y-1 text-sm">
                  {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
                  {row.match ? <p>Matches {row.match.name}</p> : null}
                  {row.reason ? <p>{row.reason}</p> : null}
                  {row.warnings.map((warning) => (
                    <p key={warning} className="flex gap-1">
                      <AlertTriangle
                        aria-hidden
                        className="mt-0.5 size-3.5 shrink-0 text-warning"
                      />
                      <span>
                        <span className="sr-only">Warning: </span>
                        {warning}
                      </span>
                    </p>
                  ))}
                </TableCell>
                <TableCell>
                  {duplicate ? (
                    <SimpleSelect
                      aria-label={`Decision for row ${row.rowNumber}`}
                      value={row.decision ?? undefined}
                      onValueChange={(value) => onDecide(row.rowNumber, value as ImportDecision)}
                      options={DECISION_OPTIONS}
                      disabled={disabled}
                      className="w-56"
                    />
                  ) : row.kind === "invalid" ? (
                    "Rejected"
                  ) : (
                    "Created"
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
