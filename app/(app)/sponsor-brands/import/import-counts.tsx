import type { ImportStatus, ImportView } from "@/lib/shared/schemas/imports";

/** An import's status as people read it; an import never started is a draft, "Not imported". */
export const IMPORT_STATUS_TEXT: Record<ImportStatus, string> = {
  ready: "Not imported",
  queued: "Waiting to start",
  importing: "Importing",
  completed: "Imported",
  failed: "Stopped before the end",
  undone: "Undone",
};

/** Created, merged, skipped and rejected rows of an import, as a description list. */
export function ImportCounts({ view }: { view: ImportView }) {
  const items = [
    ["Created", view.counts.created],
    ["Merged", view.counts.merged],
    ["Skipped", view.counts.skipped],
    ["Rejected", view.counts.rejected],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd
            className="text-2xl font-semibold"
            data-testid={`import-count-${label.toLowerCase()}`}
          >
            {value.toLocaleString()}
          </dd>
        </div>
      ))}
    </dl>
  );
}
