"use client";

import { useState } from "react";
import { Button, Input } from "@/components/ui/lean";
import { apiRequest } from "@/lib/client/api";
import {
  DELIVERABLE_STATUSES,
  PROOF_METRICS,
  type DeliverableStatus,
} from "@/lib/shared/deliverables";
import type { Deliverable, DeliverableProof } from "@/lib/shared/schemas/deliverable";
import { STATUS_LABELS } from "./status";

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring";

/**
 * A deliverable's status and proof, editable: change the status (waiving asks for the reason),
 * add a photo or PDF, a link or a measured figure, remove a proof. Every change answers the
 * deliverable as it now is; a refusal is shown as the server words it.
 */
export function DeliverableEditor({ initial }: { initial: Deliverable }) {
  const [item, setItem] = useState(initial);
  const [status, setStatus] = useState<DeliverableStatus>(initial.status);
  const [reason, setReason] = useState(initial.waivedReason ?? "");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const base = `/api/deliverables/${item.id}`;

  /** Run a change that answers the deliverable as it now is (or how to derive it). */
  async function run(done: string, work: () => Promise<(current: Deliverable) => Deliverable>) {
    setBusy(true);
    setMessage("");
    try {
      const apply = await work();
      setItem(apply);
      setMessage(done);
      return true;
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "That did not work. Please try again.");
      return false;
    } finally {
      setBusy(false);
    }
  }

  const sendProof = (form: HTMLFormElement) =>
    run("Proof added.", async () => {
      const proof = await apiRequest<DeliverableProof>(
        "POST",
        `${base}/proofs`,
        new FormData(form),
      );
      return (current) => ({ ...current, overdue: false, proofs: [...current.proofs, proof] });
    }).then((ok) => ok && form.reset());

  const removeProof = (proofId: number) =>
    run("Proof removed.", async () => {
      await apiRequest("DELETE", `${base}/proofs/${proofId}`);
      return (current) => ({
        ...current,
        proofs: current.proofs.filter((proof) => proof.id !== proofId),
      });
    });

  return (
    <div className="space-y-8">
      <form
        className="grid max-w-md gap-3"
        aria-label="Status"
        onSubmit={(event) => {
          event.preventDefault();
          void run("Saved.", async () => {
            const next = await apiRequest<Deliverable>("PATCH", base, {
              status,
              ...(status === "waived" ? { waivedReason: reason } : {}),
            });
            return () => next;
          });
        }}
      >
        <label htmlFor="deliverable-status" className="text-sm font-medium">
          Status
        </label>
        <select
          id="deliverable-status"
          className={SELECT_CLASS}
          value={status}
          onChange={(event) => setStatus(event.target.value as DeliverableStatus)}
        >
          {DELIVERABLE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </select>
        {status === "waived" ? (
          <>
            <label htmlFor="deliverable-reason" className="text-sm font-medium">
              Why it is waived
            </label>
            <Input
              id="deliverable-reason"
              value={reason}
              maxLength={2000}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        ) : null}
        <Button type="submit" disabled={busy}>
          Save status
        </Button>
      </form>

      <p role="status" className="text-sm empty:hidden">
        {message}
      </p>

      <section aria-labelledby="proof-heading" className="space-y-3">
        <h2 id="proof-heading" className="text-lg font-semibold">
          Proof
        </h2>
        {item.proofs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No proof yet.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {item.proofs.map((proof) => (
              <li key={proof.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0 text-sm">
                  {proof.kind === "photo" && proof.url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a stored upload of any size, served by the app
                    <img
                      src={proof.url}
                      alt={`Proof photo ${proof.fileName ?? ""}`}
                      className="mb-1 h-24 w-auto rounded"
                    />
                  ) : null}
                  {proof.kind === "figure" ? (
                    <span>
                      {proof.value?.toLocaleString()} {proof.metric} (source: {proof.source})
                    </span>
                  ) : proof.url ? (
                    <a href={proof.url} className="underline" rel="noreferrer">
                      {proof.kind === "link" ? proof.url : (proof.fileName ?? "File")}
                    </a>
                  ) : null}
                  {proof.note ? <p className="text-muted-foreground">{proof.note}</p> : null}
                </div>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => void removeProof(proof.id)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}

        <div className="grid gap-6 md:grid-cols-3">
          <form
            aria-label="Add a photo or PDF"
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void sendProof(event.currentTarget);
            }}
          >
            <label htmlFor="proof-file" className="text-sm font-medium">
              Photo or PDF (up to 10 MB)
            </label>
            <input
              id="proof-file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,application/pdf"
              className="text-sm"
            />
            <Button type="submit" disabled={busy}>
              Upload
            </Button>
          </form>
          <form
            aria-label="Add a link"
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void sendProof(event.currentTarget);
            }}
          >
            <label htmlFor="proof-url" className="text-sm font-medium">
              Link
            </label>
            <Input id="proof-url" name="url" type="url" required placeholder="https://…" />
            <Button type="submit" disabled={busy}>
              Add link
            </Button>
          </form>
          <form
            aria-label="Add a figure"
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void sendProof(event.currentTarget);
            }}
          >
            <label htmlFor="proof-metric" className="text-sm font-medium">
              Figure
            </label>
            <select id="proof-metric" name="metric" className={SELECT_CLASS}>
              {PROOF_METRICS.map((metric) => (
                <option key={metric} value={metric}>
                  {metric}
                </option>
              ))}
            </select>
            <label htmlFor="proof-value" className="sr-only">
              Value
            </label>
            <Input
              id="proof-value"
              name="value"
              type="number"
              min={0}
              step={1}
              required
              placeholder="Value"
            />
            <label htmlFor="proof-source" className="sr-only">
              Source
            </label>
            <Input
              id="proof-source"
              name="source"
              required
              maxLength={300}
              placeholder="Source, e.g. broadcaster report"
            />
            <Button type="submit" disabled={busy}>
              Add figure
            </Button>
          </form>
        </div>
      </section>
    </div>
  );
}
