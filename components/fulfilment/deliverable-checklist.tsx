"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/lean";
import { apiRequest } from "@/lib/client/api";
import type { Deliverable, DeliverableProof } from "@/lib/shared/schemas/deliverable";
import { STATUS_LABELS } from "./status";

type Busy = { id: number; what: "deliver" | "photo" } | null;

/**
 * The event team's checklist: each deliverable with its status, a button to mark it delivered and
 * a photo taken with the phone's camera as proof. Large touch targets, one column: made for a
 * phone at the event. A refusal (no right to change it, a file that is not a photo) is said
 * next to the row.
 */
export function DeliverableChecklist({ initial }: { initial: Deliverable[] }) {
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState<Busy>(null);
  const [messages, setMessages] = useState<Record<number, string>>({});

  const replace = (next: Deliverable) =>
    setItems((list) => list.map((item) => (item.id === next.id ? next : item)));
  const say = (id: number, text: string) => setMessages((all) => ({ ...all, [id]: text }));

  async function run(id: number, what: "deliver" | "photo", work: () => Promise<Deliverable>) {
    setBusy({ id, what });
    say(id, "");
    try {
      const next = await work();
      replace(next);
      say(id, what === "deliver" ? "Marked delivered." : "Photo added.");
    } catch (error) {
      say(id, error instanceof Error ? error.message : "That did not work. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  const markDelivered = (id: number) =>
    run(id, "deliver", () =>
      apiRequest<Deliverable>("PATCH", `/api/deliverables/${id}`, { status: "delivered" }),
    );

  const addPhoto = (id: number, file: File) =>
    run(id, "photo", async () => {
      const form = new FormData();
      form.append("file", file);
      const proof = await apiRequest<DeliverableProof>(
        "POST",
        `/api/deliverables/${id}/proofs`,
        form,
      );
      const current = items.find((item) => item.id === id)!;
      // Proof makes it no longer overdue.
      return { ...current, overdue: false, proofs: [...current.proofs, proof] };
    });

  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing is due at this event.</p>;
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Deliverables due at this event">
      {items.map((item) => {
        const photoId = `proof-photo-${item.id}`;
        const photos = item.proofs.filter((proof) => proof.kind === "photo").length;
        return (
          <li key={item.id} className="space-y-3 p-4" data-testid="due-item">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <Link href={`/fulfilment/${item.id}`} className="font-medium hover:underline">
                  {item.label}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {item.sponsorName}
                  {photos > 0 ? ` · ${photos} photo${photos === 1 ? "" : "s"}` : ""}
                </p>
              </div>
              <span className="rounded-full border px-2 py-0.5 text-xs font-medium">
                {item.overdue ? "Overdue" : STATUS_LABELS[item.status]}
              </span>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button
                className="h-11"
                disabled={busy !== null || item.status === "delivered"}
                onClick={() => markDelivered(item.id)}
              >
                {item.status === "delivered" ? "Delivered" : "Mark delivered"}
              </Button>
              <label
                htmlFor={photoId}
                className="inline-flex h-11 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium shadow-xs focus-within:ring-2 focus-within:ring-ring hover:bg-muted"
              >
                {busy?.id === item.id && busy.what === "photo" ? "Uploading…" : "Add a photo"}
                <input
                  id={photoId}
                  type="file"
                  accept="image/*"
                  capture="environment"
                  className="sr-only"
                  disabled={busy !== null}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = "";
                    if (file) void addPhoto(item.id, file);
                  }}
                />
              </label>
            </div>
            <p role="status" className="text-sm text-muted-foreground empty:hidden">
              {messages[item.id] ?? ""}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
