"use client";

import { ArrowLeft, CalendarX2, Save } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { ProposalStatusBadge } from "@/components/proposals/status-badge";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import {
  useChangeProposalStatus,
  useProposal,
  useSaveProposal,
} from "@/lib/client/hooks/use-proposals";
import { useApiQuery } from "@/lib/client/queries";
import { isDirty, useUnsavedChangesGuard } from "@/lib/client/use-form";
import { formatDate } from "@/lib/shared/dates";
import { sponsorContactsQuery } from "@/lib/shared/queries/contacts";
import { type ProposalSection, type ProposalView } from "@/lib/shared/schemas/proposal";
import { PROPOSAL_TIERS } from "@/lib/shared/proposal-vocabulary";
import { ProposalOutputPanel } from "@/components/proposals/output-panel";
import type { InvestmentOptions } from "@/lib/shared/proposal-investment";
import { InternalPanel } from "./internal-panel";
import {
  InvestmentEditor,
  investmentDraftOf,
  investmentInputOf,
  type InvestmentDraft,
} from "./investment-editor";
import { SectionEditor } from "./section-editor";
import { VersionsPanel } from "./versions-panel";

interface Draft {
  title: string;
  sections: ProposalSection[];
  contactId: number | null;
  tier: string;
  investment: InvestmentDraft;
}

const draftOf = (p: ProposalView, options: InvestmentOptions | null): Draft => ({
  title: p.title,
  sections: p.sections,
  contactId: p.contact?.id ?? null,
  tier: p.tier ?? "Official Sponsor",
  investment: investmentDraftOf(p.investment, options ?? { packages: [], assets: [] }),
});

const NO_RECIPIENT = "none";

/** The status actions each status offers (the server checks the same rules). */
const NEXT: Record<string, ("sent" | "accepted" | "declined")[]> = {
  draft: ["sent"],
  sent: ["accepted", "declined"],
  viewed: ["accepted", "declined"],
};
const ACTION_LABEL = { sent: "Mark as sent", accepted: "Mark accepted", declined: "Mark declined" };

/**
 * The proposal builder: the header (title, recipient, tier, status), the drafting job's progress,
 * then each section with its Markdown beside a live preview, hide/show, reordering and the
 * seller's notes on it, then the Investment (a package or assets, price per season, term); Save
 * keeps a version. Export and share, the seller-only panel and the
 * versions sit beside the sections (after them on a phone, so the content comes first).
 */
export function ProposalBuilder({
  id,
  investmentOptions,
}: {
  id: number;
  /** The property's packages and assets (null: the proposal has no property). */
  investmentOptions: InvestmentOptions | null;
}) {
  const { data: proposal, isLoading, refetch } = useProposal(id);
  // The job card follows the drafting job; when it ends the proposal is read again.
  const isDrafting = Boolean(proposal && proposal.version === 0 && proposal.jobId);

  if (isLoading) return <Spinner size="lg" label="Loading proposal" />;
  if (!proposal) return <p role="alert">Could not load the proposal.</p>;
  return (
    <div className="space-y-6" data-help-context="proposal" data-help-title="Proposal builder">
      <nav aria-label="Breadcrumb">
        <Link
          href="/proposals"
          className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Proposals
        </Link>
      </nav>
      {proposal.renewal ? (
        <p className="text-sm text-muted-foreground" data-testid="renewal-of">
          Renews{" "}
          <Link href={`/contracts/${proposal.renewal.contractId}`} className="underline">
            contract #{proposal.renewal.contractId}
          </Link>
          {proposal.renewal.recap
            ? ` · Recap attached: season ${proposal.renewal.recap.season}`
            : " · No recap attached yet"}
        </p>
      ) : null}
      {isDrafting ? (
        <>
          <h1 className="text-3xl font-semibold tracking-tight">{proposal.title}</h1>
          <JobProgressCard
            jobId={proposal.jobId!}
            title="Drafting the proposal"
            notify={false}
            onEnd={() => void refetch()}
          />
        </>
      ) : (
        // Remount from each saved version, so the editor starts from what the server holds.
        <Editor
          key={`${proposal.id}:${proposal.version}`}
          proposal={proposal}
          investmentOptions={investmentOptions}
        />
      )}
    </div>
  );
}

function Editor({
  proposal,
  investmentOptions,
}: {
  proposal: ProposalView;
  investmentOptions: InvestmentOptions | null;
}) {
  const baseline = draftOf(proposal, investmentOptions);
  const [draft, setDraft] = useState<Draft>(baseline);
  const [note, setNote] = useState("");
  const dirty = isDirty(baseline, draft);
  useUnsavedChangesGuard(dirty && proposal.canEdit);
  const save = useSaveProposal(proposal.id);
  const status = useChangeProposalStatus(proposal.id);
  const [confirmSend, setConfirmSend] = useState(false);
  const { data: contacts } = useApiQuery(sponsorContactsQuery, {
    sponsorBrandId: proposal.sponsor.id,
  });
  const readOnly = !proposal.canEdit;

  const setSection = (index: number, change: Partial<ProposalSection>) =>
    setDraft((d) => ({
      ...d,
      sections: d.sections.map((s, i) => (i === index ? { ...s, ...change } : s)),
    }));
  const move = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      const sections = [...d.sections];
      const target = index + by;
      if (target < 0 || target >= sections.length) return d;
      [sections[index], sections[target]] = [sections[target]!, sections[index]!];
      return { ...d, sections };
    });
  const onSave = () =>
    save.mutate({
      title: draft.title,
      sections: draft.sections,
      contactId: draft.contactId,
      tier: draft.tier as (typeof PROPOSAL_TIERS)[number],
      // Sent only when changed: an unchanged investment is no new version of it.
      ...(isDirty(baseline.investment, draft.investment)
        ? { investment: investmentInputOf(draft.investment) }
        : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  const changeStatus = (next: "sent" | "accepted" | "declined") => {
    if (next === "sent") setConfirmSend(true);
    else status.mutate(next);
  };

  return (
    <>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-wrap items-center gap-3">
            <ProposalStatusBadge status={proposal.status} />
            <span className="text-sm text-muted-foreground">
              <Link
                href={`/sponsor-brands/detail/${proposal.sponsor.id}`}
                className="hover:underline"
              >
                {proposal.sponsor.name}
              </Link>{" "}
              · {proposal.event?.name ?? proposal.eventBrand?.name ?? "No property"} · version{" "}
              {proposal.version} · by {proposal.owner.name}
            </span>
            <div className="ml-auto flex flex-wrap gap-2">
              {!readOnly
                ? (NEXT[proposal.status] ?? []).map((next) => (
                    <Button
                      key={next}
                      variant="outline"
                      size="sm"
                      disabled={status.isPending || dirty}
                      title={dirty ? "Save your changes first" : undefined}
                      onClick={() => changeStatus(next)}
                    >
                      {ACTION_LABEL[next]}
                    </Button>
                  ))
                : null}
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <Field label="Title" id="proposal-title" className="md:col-span-3">
              <Input
                value={draft.title}
                readOnly={readOnly}
                maxLength={255}
                onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
              />
            </Field>
            <Field label="Recipient" id="proposal-recipient">
              <SimpleSelect
                id="proposal-recipient"
                value={draft.contactId ? String(draft.contactId) : NO_RECIPIENT}
                disabled={readOnly}
                onValueChange={(value) =>
                  setDraft((d) => ({
                    ...d,
                    contactId: value === NO_RECIPIENT ? null : Number(value),
                  }))
                }
                options={[
                  { value: NO_RECIPIENT, label: "No recipient" },
                  ...(contacts ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                ]}
              />
            </Field>
            <Field label="Package tier" id="proposal-tier">
              <SimpleSelect
                id="proposal-tier"
                value={draft.tier}
                disabled={readOnly}
                onValueChange={(value) => setDraft((d) => ({ ...d, tier: value }))}
                options={PROPOSAL_TIERS.map((t) => ({ value: t, label: t }))}
              />
            </Field>
            {!readOnly ? (
              <div className="flex items-end gap-2">
                <Field label="Version note" id="proposal-note" className="flex-1">
                  <Input
                    value={note}
                    maxLength={200}
                    placeholder="What changed (optional)"
                    onChange={(e) => setNote(e.target.value)}
                  />
                </Field>
                <Button onClick={onSave} disabled={!dirty || save.isPending}>
                  <Save className="size-4" aria-hidden /> {save.isPending ? "Saving…" : "Save"}
                </Button>
              </div>
            ) : null}
          </div>
          {dirty ? <p className="text-sm text-warning">You have unsaved changes.</p> : null}
        </CardContent>
      </Card>

      {proposal.event?.ended ? (
        <Alert variant="warning" data-testid="event-ended-warning">
          <CalendarX2 aria-hidden />
          <AlertTitle>{proposal.event.name} is over</AlertTitle>
          <AlertDescription>
            It ended on {formatDate(proposal.event.endDate ?? proposal.event.startDate)}: the dates
            in this proposal are in the past. Start a new proposal for an upcoming event before
            sending anything.
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <ol className="space-y-4" aria-label="Sections">
            {draft.sections.map((section, index) => (
              <SectionEditor
                key={section.kind}
                section={section}
                index={index}
                count={draft.sections.length}
                readOnly={readOnly}
                proposal={proposal}
                onChange={(change) => setSection(index, change)}
                onMove={(by) => move(index, by)}
              />
            ))}
          </ol>
          <InvestmentEditor
            draft={draft.investment}
            saved={proposal.investment}
            options={investmentOptions}
            readOnly={readOnly}
            onChange={(investment) => setDraft((d) => ({ ...d, investment }))}
          />
        </div>
        <aside className="space-y-6" aria-label="Export, share and notes">
          {/* Exports and links are of the saved proposal: the builder's edits count once saved. */}
          <ProposalOutputPanel
            proposalId={proposal.id}
            status={proposal.status}
            canShare={proposal.canEdit}
          />
          <InternalPanel internal={proposal.internal} event={proposal.event} />
          <VersionsPanel proposal={proposal} dirty={dirty} />
        </aside>
      </div>
      <ConfirmDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        title="Mark this proposal as sent?"
        description={`This logs "Proposal sent: ${proposal.title}" with ${proposal.contact?.name ?? "the sponsor"} and moves the sponsor's pipeline to Proposal.`}
        confirmLabel="Mark as sent"
        busy={status.isPending}
        onConfirm={() => status.mutate("sent", { onSettled: () => setConfirmSend(false) })}
      />
    </>
  );
}
