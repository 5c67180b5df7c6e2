"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import Link from "next/link";
import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  refreshSponsorLists,
  rejectedRowsUrl,
  useRefreshImport,
} from "@/lib/client/hooks/use-imports";
import type { ImportDetail } from "@/lib/shared/schemas/imports";
import { IMPORT_STATUS_TEXT, ImportCounts } from "./import-counts";
import { UndoImportButton } from "./undo-import-button";

/** Step 4: the import job's progress, then what it did, with the rejected rows and Undo. */
export function ImportResult({
  detail,
  onRestart,
}: {
  detail: ImportDetail;
  onRestart: () => void;
}) {
  const queryClient = useQueryClient();
  const refreshImport = useRefreshImport();
  const running = detail.status === "queued" || detail.status === "importing";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import</CardTitle>
        <CardDescription>
          {detail.fileName}:{" "}
          <span data-testid="import-status">{IMPORT_STATUS_TEXT[detail.status]}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {running && detail.jobId ? (
          <JobProgressCard
            jobId={detail.jobId}
            title="Importing prospects"
            notify={false}
            onEnd={() => {
              refreshImport(detail.id);
              refreshSponsorLists(queryClient);
            }}
          />
        ) : null}
        <ImportCounts view={detail} />
        {detail.error ? (
          <Alert variant="destructive">
            <AlertDescription>{detail.error}</AlertDescription>
          </Alert>
        ) : null}
        {detail.undoResult ? (
          <Alert variant="info">
            <AlertTitle>
              Undone: {detail.undoResult.removed} brands removed, {detail.undoResult.kept.length}{" "}
              kept; {detail.undoResult.contactsRemoved} contacts removed,{" "}
              {detail.undoResult.keptContacts.length} kept
            </AlertTitle>
            {detail.undoResult.kept.length || detail.undoResult.keptContacts.length ? (
              <AlertDescription>
                <ul className="list-disc pl-4">
                  {detail.undoResult.kept.map((brand) => (
                    <li key={`brand-${brand.id}`}>
                      {brand.name}: {brand.reason}
                    </li>
                  ))}
                  {detail.undoResult.keptContacts.map((contact) => (
                    <li key={`contact-${contact.id}`}>
                      {contact.name} (contact): {contact.reason}
                    </li>
                  ))}
                </ul>
              </AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {detail.counts.rejected > 0 ? (
            <Button asChild variant="outline">
              <a href={rejectedRowsUrl(detail.id)} download>
                <Download aria-hidden /> Download rejected rows
              </a>
            </Button>
          ) : null}
          <UndoImportButton view={detail} />
          {detail.status === "completed" ? (
            <Button asChild variant="outline">
              <Link href="/sponsor-brands">View sponsor brands</Link>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onRestart}>
            Import another file
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
