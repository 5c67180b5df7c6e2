"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, Field, Input } from "@/components/ui/lean";
import { apiRequest, ApiError } from "@/lib/client/api";
import { fetchApiQuery } from "@/lib/client/queries";
import { useHydrated } from "@/lib/client/use-hydrated";
import { jobQuery } from "@/lib/shared/queries/jobs";

/**
 * The recap's client islands, kept small (no query library): start a job, follow its progress,
 * then draw the page again from the server. Used on /contracts/{id} and /recaps/{id}.
 */

interface JobState {
  id: string;
  status: string;
  progress: number;
  error?: string | null;
}

const ENDED = ["completed", "failed", "cancelled", "stalled"];
const POLL_MS = 1_000;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";

/** Run a request that queues a job, then follow the job until it ends. */
function useJobRun(onDone: (job: JobState) => void) {
  const hydrated = useHydrated();
  const [job, setJob] = useState<JobState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const follow = (id: string) => {
    timer.current = setTimeout(async () => {
      try {
        const next = await fetchApiQuery(jobQuery, { id });
        setJob(next);
        if (ENDED.includes(next.status)) {
          if (next.status === "completed") onDone(next);
          else setError(next.error ?? "The job did not finish.");
        } else follow(id);
      } catch (caught) {
        setError(messageOf(caught));
      }
    }, POLL_MS);
  };
  const start = async (send: () => Promise<{ job: JobState }>) => {
    setError(null);
    try {
      const answer = await send();
      setJob(answer.job);
      follow(answer.job.id);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  const running = job !== null && !ENDED.includes(job.status) && error === null;
  return { start, job, running, busy: running || !hydrated, error };
}

function Progress({ job, label }: { job: JobState; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(job.progress)));
  return (
    <div className="flex items-center gap-2 text-xs" role="status">
      <progress className="h-2 w-32" max={100} value={value} aria-label={label} />
      <span className="tabular-nums">{value}%</span>
    </div>
  );
}

function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-xs text-destructive">
      {error}
    </p>
  ) : null;
}

/** "Create recap" for one season of the contract. */
export function CreateRecapButton({ contractId, season }: { contractId: number; season: number }) {
  const router = useRouter();
  const run = useJobRun(() => router.refresh());
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        disabled={run.busy}
        aria-busy={run.busy}
        onClick={() =>
          run.start(() => apiRequest("POST", `/api/contracts/${contractId}/recaps`, { season }))
        }
      >
        Create {season} recap
      </Button>
      {run.running && run.job ? <Progress job={run.job} label={`${season} recap`} /> : null}
      <ErrorText error={run.error} />
    </div>
  );
}

const FORMAT_LABELS = { pdf: "Export PDF", pptx: "Export PowerPoint" } as const;

/** "Export PDF" / "Export PowerPoint": the file's download link appears once it is made. */
export function RecapExportButton({
  recapId,
  format,
}: {
  recapId: number;
  format: "pdf" | "pptx";
}) {
  const [exportId, setExportId] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const run = useJobRun(() => setReady(true));
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        disabled={run.busy}
        aria-busy={run.busy}
        onClick={() => {
          setReady(false);
          return run.start(async () => {
            const answer = await apiRequest<{ export: { id: number }; job: JobState }>(
              "POST",
              `/api/recaps/${recapId}/exports`,
              { format },
            );
            setExportId(answer.export.id);
            return answer;
          });
        }}
      >
        {FORMAT_LABELS[format]}
      </Button>
      {run.running && run.job ? <Progress job={run.job} label={FORMAT_LABELS[format]} /> : null}
      {ready && exportId !== null ? (
        <a className="text-sm underline" href={`/api/recap-exports/${exportId}/download`}>
          Download {format === "pdf" ? "PDF" : "PowerPoint"}
        </a>
      ) : null}
      <ErrorText error={run.error} />
    </div>
  );
}

/** A new share link (optional passcode); the list of links is the server's. */
export function CreateRecapShareLink({ recapId }: { recapId: number }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [passcode, setPasscode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <form
      className="grid gap-2 sm:max-w-md"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const link = await apiRequest<{ url: string | null }>(
            "POST",
            `/api/recaps/${recapId}/share-links`,
            { passcode: passcode || null },
          );
          setUrl(link.url ? `${window.location.origin}${link.url}` : null);
          setPasscode("");
          router.refresh();
        } catch (caught) {
          setError(messageOf(caught));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field label="Passcode (optional)" error={error ?? undefined}>
        <Input
          type="password"
          autoComplete="off"
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy || !hydrated} aria-busy={busy || !hydrated}>
        Create share link
      </Button>
      {url ? (
        <p className="text-sm">
          Link:{" "}
          <a className="break-all underline" href={url} data-testid="recap-share-url">
            {url}
          </a>
        </p>
      ) : null}
    </form>
  );
}

/** Revoke one of the recap's links. */
export function RevokeShareLinkButton({ linkId }: { linkId: number }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="outline"
        disabled={busy || !hydrated}
        onClick={async () => {
          setBusy(true);
          try {
            await apiRequest("POST", `/api/proposal-share-links/${linkId}/revoke`);
            router.refresh();
          } catch (caught) {
            setError(messageOf(caught));
          } finally {
            setBusy(false);
          }
        }}
      >
        Revoke
      </Button>
      <ErrorText error={error} />
    </div>
  );
}
