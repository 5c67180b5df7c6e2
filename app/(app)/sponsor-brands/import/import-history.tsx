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
import { rejectedRowsUrl, useImports } from "@/lib/client/hooks/use-imports";
import { UndoImportButton } from "./undo-import-button";

/** "2026-05-01 14:03 UTC": the same text on the server and in the browser. */
const whenText = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Earlier imports: who, when, which file, what they did; rejected rows and Undo. */
export function ImportHistory() {
  const { data: imports = [] } = useImports();
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
                <TableHead className="text-right">Created</TableHead>
                <TableHead className="text-right">Merged</TableHead>
                <TableHead className="text-right">Skipped</TableHead>
                <TableHead className="text-right">Rejected</TableHead>
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
                  <TableCell className="capitalize">{view.status}</TableCell>
                  <TableCell className="text-right">{view.counts.created}</TableCell>
                  <TableCell className="text-right">{view.counts.merged}</TableCell>
                  <TableCell className="text-right">{view.counts.skipped}</TableCell>
                  <TableCell className="text-right">{view.counts.rejected}</TableCell>
                  <TableCell>
                    <div className="flex gap-2">
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
