"use client";

import { Download } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useQueryStates } from "nuqs";
import { rejectedRowsUrl, useImports } from "@/lib/client/hooks/use-imports";
import { importWizardParams } from "@/lib/shared/import-params";
import { REPLACE } from "@/lib/shared/list-params";
import type { ImportView } from "@/lib/shared/schemas/imports";
import { DeleteDraftButton } from "./delete-draft-button";
import { IMPORT_STATUS_TEXT } from "./import-counts";
import { UndoImportButton } from "./undo-import-button";

/** "2026-05-01 14:03 UTC": the same text on the server and in the browser. */
const whenText = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

const COUNTS = [
  ["created", "Created"],
  ["merged", "Merged"],
  ["skipped", "Skipped"],
  ["rejected", "Rejected"],
] as const;

/** A count of what an import did; an import never started has done nothing yet. */
const countText = (view: ImportView, count: number) =>
  view.status === "ready" ? "—" : count.toLocaleString();

/**
 * Earlier imports: who, when, which file, how many rows, what they did; rejected rows and Undo.
 * An import never started is a draft ("Not imported") the user can continue or delete.
 */
export function ImportHistory() {
  const { data: imports = [] } = useImports();
  const [{ id: openId }, setView] = useQueryStates(importWizardParams);
  return (
    <section aria-labelledby="import-history-title" className="space-y-4">
      <h2 id="import-history-title" className="text-xl font-semibold">
        Imports
      </h2>
      {imports.length === 0 ? (
        <EmptyState
          title="No imports yet"
          description="Imported files are listed here."
          headingLevel={3}
        />
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>File</TableHead>
                <TableHead>By</TableHead>
                <TableHead>When</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Rows</TableHead>
                {COUNTS.map(([count, label]) => (
                  <TableHead key={count} className="text-right">
                    {label}
                  </TableHead>
                ))}
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {imports.map((view) => (
                <TableRow key={view.id}>
                  <TableCell className="max-w-56 truncate">
                    <Link
                      className="underline-offset-4 hover:underline"
                      href={`/sponsor-brands/import?id=${view.id}`}
                    >
                      {view.fileName}
                    </Link>
                  </TableCell>
                  <TableCell>{view.userName ?? "—"}</TableCell>
                  <TableCell>{whenText(view.createdAt)}</TableCell>
                  <TableCell>{IMPORT_STATUS_TEXT[view.status]}</TableCell>
                  <TableCell className="text-right">{view.totalRows.toLocaleString()}</TableCell>
                  {COUNTS.map(([count]) => (
                    <TableCell key={count} className="text-right">
                      {countText(view, view.counts[count])}
                    </TableCell>
                  ))}
                  <TableCell>
                    <div className="flex gap-2">
                      {view.status === "ready" && view.id !== openId ? (
                        <Button asChild variant="outline" size="sm">
                          <Link
                            href={`/sponsor-brands/import?id=${view.id}&step=map`}
                            aria-label={`Continue the import of ${view.fileName}`}
                          >
                            Continue
                          </Link>
                        </Button>
                      ) : null}
                      <DeleteDraftButton
                        view={view}
                        onDeleted={() => {
                          if (view.id === openId) void setView({ id: null, step: null }, REPLACE);
                        }}
                      />
                      {view.counts.rejected > 0 ? (
                        <Button asChild variant="outline" size="sm">
                          <a
                            href={rejectedRowsUrl(view.id)}
                            download
                            aria-label={`Download rejected rows of ${view.fileName}`}
                          >
                            <Download aria-hidden /> Rejected rows
                          </a>
                        </Button>
                      ) : null}
                      <UndoImportButton view={view} size="sm" />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
