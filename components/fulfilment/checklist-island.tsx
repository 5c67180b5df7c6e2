"use client";

import dynamic from "next/dynamic";
import type { Deliverable } from "@/lib/shared/schemas/deliverable";

/**
 * The checklist, loaded after the page: the event page is at its first-load budget, so the
 * checklist's code arrives in a chunk of its own once the page is up.
 */
const Checklist = dynamic(
  () => import("./deliverable-checklist").then((m) => m.DeliverableChecklist),
  {
    ssr: false,
    loading: () => <p className="text-sm text-muted-foreground">Loading the checklist…</p>,
  },
);

export function ChecklistIsland({ initial }: { initial: Deliverable[] }) {
  return <Checklist initial={initial} />;
}
