"use client";

import { type ComponentProps, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { SimpleSelect } from "@/components/ui/simple-select";
import {
  useProposalVersion,
  useProposalVersions,
  useRestoreProposalVersion,
} from "@/lib/client/hooks/use-proposals";
import type { ProposalView } from "@/lib/shared/schemas/proposal";

/** The saved versions: the list, a per-section comparison of two, and Restore. */
export function VersionsPanel({ proposal, dirty }: { proposal: ProposalView; dirty: boolean }) {
  const { data: versions } = useProposalVersions(proposal.id);
  const restore = useRestoreProposalVersion(proposal.id);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  const options = (versions ?? []).map((v) => ({
    value: String(v.version),
    label: `Version ${v.version}`,
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Versions</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ul className="space-y-2" aria-label="Saved versions">
          {(versions ?? []).map((v) => (
            <li key={v.version} className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  Version {v.version}
                  {v.version === proposal.version ? " (current)" : ""}
                </p>
                <p className="text-muted-foreground">
                  {v.note ?? "Saved"} · {v.createdBy?.name ?? "someone"} ·{" "}
                  <RelativeTime iso={v.createdAt} />
                </p>
              </div>
              {proposal.canEdit && v.version !== proposal.version ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Restore version ${v.version}`}
                  onClick={() => setRestoring(v.version)}
                >
                  Restore
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {options.length > 1 ? (
          <div className="space-y-2">
            <p className="font-medium">Compare</p>
            <div className="grid grid-cols-2 gap-2">
              <VersionSelect
                label="First version"
                version={left}
                onChange={setLeft}
                options={options}
              />
              <VersionSelect
                label="Second version"
                version={right}
                onChange={setRight}
                options={options}
              />
            </div>
            {left && right ? <Comparison id={proposal.id} left={left} right={right} /> : null}
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (open ? undefined : setRestoring(null))}
        title={`Restore version ${restoring}?`}
        description={
          dirty
            ? "Your unsaved changes will be lost. The restored text is saved as a new version; nothing is deleted."
            : "Its text is saved as a new version; nothing is deleted."
        }
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() =>
          restoring !== null && restore.mutate(restoring, { onSettled: () => setRestoring(null) })
        }
      />
    </Card>
  );
}

/** Two versions side by side, section by section; changed sections are marked. */
function Comparison({ id, left, right }: { id: number; left: number; right: number }) {
  const a = useProposalVersion(id, left).data;
  const b = useProposalVersion(id, right).data;
  if (!a || !b) return <p className="text-muted-foreground">Loading…</p>;
  const kinds = [...new Set([...a.sections, ...b.sections].map((s) => s.kind))];
  return (
    <div className="space-y-3" aria-label="Comparison">
      {a.title !== b.title ? (
        <p>
          Title: <s>{a.title}</s> → {b.title}
        </p>
      ) : null}
      {kinds.map((kind) => {
        const x = a.sections.find((s) => s.kind === kind);
        const y = b.sections.find((s) => s.kind === kind);
        const same = JSON.stringify(x) === JSON.stringify(y);
        return (
          <details key={kind} open={!same}>
            <summary className={same ? "text-muted-foreground" : "font-medium"}>
              {y?.title ?? x?.title} {same ? "(unchanged)" : "(changed)"}
            </summary>
            {!same ? (
              <div className="mt-2 grid grid-cols-2 gap-2 text-xs">
                <pre className="rounded bg-muted p-2 whitespace-pre-wrap">
                  {x ? `${x.hidden ? "[hidden]\n" : ""}${x.body}` : "—"}
                </pre>
                <pre className="rounded bg-muted p-2 whitespace-pre-wrap">
                  {y ? `${y.hidden ? "[hidden]\n" : ""}${y.body}` : "—"}
                </pre>
              </div>
            ) : null}
          </details>
        );
      })}
    </div>
  );
}

/** One side of the comparison: a version number picked from the proposal's versions. */
function VersionSelect({
  label,
  version,
  onChange,
  options,
}: {
  label: string;
  version: number | null | undefined;
  onChange: (version: number) => void;
  options: ComponentProps<typeof SimpleSelect>["options"];
}) {
  return (
    <SimpleSelect
      aria-label={label}
      value={version ? String(version) : undefined}
      placeholder="Version"
      onValueChange={(value) => onChange(Number(value))}
      options={options}
    />
  );
}
