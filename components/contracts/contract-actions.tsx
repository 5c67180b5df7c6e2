"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/lean";
import { apiRequest, ApiError } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";

/** One request, then the page is drawn again from the server; a refusal is shown as the API says it. */
function useAction() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<unknown>, then?: (result: unknown) => void) => {
    setBusy(true);
    setError(null);
    try {
      const result = await send();
      if (then) then(result);
      else router.refresh();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy: busy || !hydrated, error, router };
}

/** "Mark invoiced" or "Mark paid" on an instalment: its next step, dated today. */
export function InstalmentStep({
  contractId,
  n,
  next,
}: {
  contractId: number;
  n: number;
  next: "invoiced" | "paid";
}) {
  const { run, busy, error } = useAction();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-busy={busy}
        onClick={() =>
          run(() =>
            apiRequest("PATCH", `/api/contracts/${contractId}/instalments/${n}`, { status: next }),
          )
        }
      >
        {next === "invoiced" ? "Mark invoiced" : "Mark paid"}
        <span className="sr-only"> (instalment {n})</span>
      </Button>
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Upload the signed contract (a PDF); the server checks the file's bytes and size. */
export function DocumentUpload({ contractId, replace }: { contractId: number; replace: boolean }) {
  const { run, busy, error } = useAction();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        run(() => apiRequest("POST", `/api/contracts/${contractId}/document`, form));
      }}
    >
      <label className="grid gap-1 text-sm">
        <span>{replace ? "Replace the signed contract (PDF)" : "Signed contract (PDF)"}</span>
        <input
          type="file"
          name="file"
          accept="application/pdf,.pdf"
          required
          className="text-sm"
          disabled={busy}
        />
      </label>
      <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
        Upload
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A button that sends one request and then opens the page `next` names for its answer. */
function RequestThenOpen({
  label,
  size,
  send,
  next,
}: {
  label: string;
  size?: "sm";
  send: () => Promise<unknown>;
  next: (result: unknown) => string;
}) {
  const { run, busy, error, router } = useAction();
  return (
    <div className="flex flex-col gap-1">
      <Button
        size={size}
        disabled={busy}
        aria-busy={busy}
        onClick={() => run(send, (result) => router.push(next(result)))}
      >
        {label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Create contract" from an accepted proposal's Investment, then its page. */
export function CreateContractFromProposal({ proposalId }: { proposalId: number }) {
  return (
    <RequestThenOpen
      label="Create contract"
      send={() => apiRequest("POST", "/api/contracts", { proposalId })}
      next={(result) => `/contracts/${(result as { id: number }).id}`}
    />
  );
}

/** "Start renewal proposal" from a contract up for renewal, then the proposal's builder. */
export function StartRenewalProposal({ contractId }: { contractId: number }) {
  return (
    <RequestThenOpen
      label="Start renewal proposal"
      size="sm"
      send={() => apiRequest("POST", `/api/contracts/${contractId}/renewal-proposal`)}
      next={(result) => `/proposals/${(result as { proposal: { id: number } }).proposal.id}`}
    />
  );
}
