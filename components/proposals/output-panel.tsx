"use client";

import { Copy, Download, FileText, Link2, Presentation, X } from "lucide-react";
import { useState } from "react";
import { JobProgressBar } from "@/components/jobs/job-progress-bar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { SimpleSelect } from "@/components/ui/simple-select";
import { useJob } from "@/lib/client/hooks/use-job";
import { useCancelJob } from "@/lib/client/hooks/use-job-lists";
import {
  useCreateProposalExport,
  useCreateShareLink,
  useProposalExports,
  useProposalShareLinks,
  useRevokeShareLink,
} from "@/lib/client/hooks/use-proposal-output";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import { toast } from "@/lib/client/use-toast";
import {
  PROPOSAL_EXPORT_LABELS,
  SHARE_PASSCODE_LENGTH,
  type ProposalStatus,
} from "@/lib/shared/proposal-vocabulary";
import type {
  ProposalExportFormat,
  ProposalExportView,
} from "@/lib/shared/schemas/proposal-export";
import type { ShareLinkStatus, ShareLinkView } from "@/lib/shared/schemas/proposal-share-link";

// The share form's zod schema arrives in a chunk of its own, after the page.
const shareLinkCreateSchema = lazySchema(() =>
  import("@/lib/shared/schemas/proposal-share-link").then((m) => m.shareLinkCreateSchema),
);

interface OutputProps {
  proposalId: number;
  status: ProposalStatus;
  /** The owner or an admin: creates, copies and revokes links (others see them and export). */
  canShare: boolean;
}

/**
 * The builder's Export and Share panel: PDF and PowerPoint exports made by a background job (with
 * progress, cancel and download links), and share links (create with an expiry and an optional
 * passcode, copy, list with views and locks, revoke). Only the owner and admins get the links'
 * addresses; the rest of the team sees their state and views. It sits in the builder's side
 * column (below the sections on a phone), so its cards stack and lay out by their own width.
 */
export function ProposalOutputPanel({ proposalId, status, canShare }: OutputProps) {
  return (
    <section
      aria-label="Export and share"
      className="grid items-start gap-4"
      data-testid="proposal-output-panel"
    >
      <ExportCard proposalId={proposalId} />
      <ShareCard proposalId={proposalId} status={status} canShare={canShare} />
    </section>
  );
}

const FORMAT_ICONS = { pdf: FileText, pptx: Presentation } as const;

function ExportCard({ proposalId }: { proposalId: number }) {
  const exports = useProposalExports(proposalId);
  const create = useCreateProposalExport(proposalId);
  const items = exports.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Export</CardTitle>
        <CardDescription>
          A PDF or PowerPoint file of the visible sections. Hidden sections and internal notes are
          never included.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {(["pdf", "pptx"] as const).map((format) => {
            const Icon = FORMAT_ICONS[format];
            return (
              <Button
                key={format}
                variant="outline"
                disabled={create.isPending}
                onClick={() => create.mutate(format)}
              >
                <Icon className="size-4" aria-hidden />
                {format === "pdf" ? "Export PDF" : "Export PowerPoint"}
              </Button>
            );
          })}
        </div>
        {exports.isError ? (
          <p className="text-sm text-destructive">Could not load the exports.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No exports yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Exports">
            {items.slice(0, 10).map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ExportRow({ item }: { item: ProposalExportView }) {
  const running = item.status === "queued" || item.status === "running";
  const { job } = useJob(running ? item.jobId : null, { notify: false });
  const cancel = useCancelJob();
  const label = PROPOSAL_EXPORT_LABELS[item.format as ProposalExportFormat];
  return (
    <li className="grid gap-1 rounded-md border p-2 text-sm" data-testid="proposal-export">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">version {item.version}</span>
        <span className="text-muted-foreground">
          <RelativeTime iso={item.createdAt} />
        </span>
        <span className="ml-auto flex items-center gap-2">
          {item.status === "completed" && item.downloadUrl ? (
            <Button asChild size="sm" variant="secondary">
              <a href={item.downloadUrl} download={item.fileName ?? undefined}>
                <Download className="size-4" aria-hidden />
                Download {label}
              </a>
            </Button>
          ) : null}
          {item.status === "failed" ? <Badge variant="destructive">Failed</Badge> : null}
          {running && item.jobId ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ id: item.jobId!, type: "proposal-export" })}
            >
              <X className="size-4" aria-hidden />
              Cancel
            </Button>
          ) : null}
        </span>
      </div>
      {running ? (
        <JobProgressBar progress={job?.progress ?? 0} label={`${label} export progress`} />
      ) : null}
      {item.status === "failed" && item.error ? (
        <p className="text-xs text-destructive">{item.error}</p>
      ) : null}
    </li>
  );
}

const EXPIRY_OPTIONS = [7, 14, 30, 60, 90].map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

const STATUS_BADGES: Record<
  ShareLinkStatus,
  { label: string; variant: "success" | "outline" | "destructive" }
> = {
  active: { label: "Active", variant: "success" },
  expired: { label: "Expired", variant: "outline" },
  revoked: { label: "Revoked", variant: "destructive" },
};

function absoluteUrl(path: string): string {
  return typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(absoluteUrl(url));
    toast({ title: "Link copied", variant: "success" });
  } catch {
    toast({ title: "Could not copy", description: absoluteUrl(url), variant: "destructive" });
  }
}

function ShareCard({ proposalId, status, canShare }: OutputProps) {
  const links = useProposalShareLinks(proposalId);
  const create = useCreateShareLink(proposalId);
  const revoke = useRevokeShareLink(proposalId);
  const [revoking, setRevoking] = useState<ShareLinkView | null>(null);
  const [created, setCreated] = useState<ShareLinkView | null>(null);
  const form = useLazyZodForm(shareLinkCreateSchema, { expiresInDays: 30, passcode: "" });

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (link) => {
        setCreated(link);
        form.reset();
      },
      onError: (error) => {
        if (!form.applyServerError(error))
          toast({
            title: "Could not create the link",
            description: error.message,
            variant: "destructive",
          });
      },
    }),
  );

  const items = links.data?.items ?? [];
  const createdUrl = created?.url ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Share</CardTitle>
        <CardDescription>
          A read-only page of this proposal for people without an account.
          {status === "draft"
            ? " The proposal is still a draft: views are recorded, and it becomes viewed once sent."
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="@container grid gap-4">
        {canShare ? (
          <form
            className="grid gap-3 @lg:grid-cols-[10rem_1fr_auto] @lg:items-end"
            onSubmit={submit}
          >
            <Field
              label="Expires in"
              id={`share-expiry-${proposalId}`}
              error={form.errors.expiresInDays}
            >
              <SimpleSelect
                id={`share-expiry-${proposalId}`}
                value={String(form.values.expiresInDays ?? 30)}
                onValueChange={(value) => form.setField("expiresInDays", Number(value))}
                options={EXPIRY_OPTIONS}
              />
            </Field>
            <Field
              label="Passcode (optional)"
              hint={`${SHARE_PASSCODE_LENGTH.min} to ${SHARE_PASSCODE_LENGTH.max} characters`}
              error={form.errors.passcode}
            >
              <Input type="text" autoComplete="off" {...form.bind("passcode")} />
            </Field>
            <Button type="submit" disabled={create.isPending}>
              <Link2 className="size-4" aria-hidden />
              {create.isPending ? "Creating…" : "Create link"}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">
            Only the proposal&apos;s owner or an admin can create, copy and revoke share links.
          </p>
        )}
        {createdUrl ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-2 text-sm">
            <span className="font-medium">New link:</span>
            <code className="min-w-0 flex-1 truncate" data-testid="new-share-link">
              {absoluteUrl(createdUrl)}
            </code>
            <Button size="sm" variant="secondary" onClick={() => void copyLink(createdUrl)}>
              <Copy className="size-4" aria-hidden />
              Copy
            </Button>
          </div>
        ) : null}
        {links.isError ? (
          <p className="text-sm text-destructive">Could not load the share links.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No share links yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Share links">
            {items.map((link) => (
              <ShareLinkItem
                key={link.id}
                link={link}
                canShare={canShare}
                onRevoke={() => setRevoking(link)}
              />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(open) => {
            if (!open) setRevoking(null);
          }}
          title="Revoke this link?"
          description="Anyone who opens it will see that the link is no longer active. This cannot be undone."
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          destructive
          onConfirm={() => {
            if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
          }}
        />
      </CardContent>
    </Card>
  );
}

/** One share link as a small card: wraps on a narrow column instead of clipping. */
function ShareLinkItem({
  link,
  canShare,
  onRevoke,
}: {
  link: ShareLinkView;
  canShare: boolean;
  onRevoke: () => void;
}) {
  const badge = STATUS_BADGES[link.status];
  const url = link.url;
  return (
    <li className="grid gap-2 rounded-md border p-2 text-sm" data-testid="share-link-row">
      <div className="flex flex-wrap items-center gap-2">
        {link.token ? (
          <code title={link.url ?? undefined} className="min-w-0 break-all">
            …{link.token.slice(-8)}
          </code>
        ) : (
          <span className="text-muted-foreground">
            Made <RelativeTime iso={link.createdAt} />
          </span>
        )}
        {link.hasPasscode ? (
          <span className="text-xs text-muted-foreground">(passcode)</span>
        ) : null}
        <Badge variant={badge.variant} className="ml-auto">
          {badge.label}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-muted-foreground">Views</dt>
        <dd data-testid="share-link-views">{link.viewCount}</dd>
        <dt className="text-muted-foreground">Last viewed</dt>
        <dd>{link.lastViewedAt ? <RelativeTime iso={link.lastViewedAt} /> : "Never"}</dd>
        <dt className="text-muted-foreground">
          {link.status === "expired" ? "Expired" : "Expires"}
        </dt>
        <dd>
          <RelativeTime iso={link.expiresAt} />
        </dd>
      </dl>
      {link.lockedUntil && link.status === "active" ? (
        <p className="text-xs" data-testid="share-link-locked">
          <Badge variant="destructive">Locked</Badge> by wrong passcodes, opens again{" "}
          <RelativeTime iso={link.lockedUntil} />
        </p>
      ) : null}
      {link.status === "active" ? (
        <div className="flex flex-wrap gap-2">
          {url ? (
            <Button size="sm" variant="secondary" onClick={() => void copyLink(url)}>
              <Copy className="size-4" aria-hidden />
              Copy
            </Button>
          ) : null}
          {canShare ? (
            <Button size="sm" variant="ghost" onClick={onRevoke}>
              Revoke
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
