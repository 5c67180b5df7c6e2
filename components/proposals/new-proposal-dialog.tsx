"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { SimpleSelect } from "@/components/ui/simple-select";
import { useCreateProposal } from "@/lib/client/hooks/use-proposals";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import { useSpecificEvents } from "@/lib/client/hooks/use-specific-events";
import { useApiQuery } from "@/lib/client/queries";
import { formatDate, todayIso } from "@/lib/shared/dates";
import { eventChoiceLabel, eventsStillToCome } from "@/lib/shared/event-schedule";
import { sponsorContactsQuery } from "@/lib/shared/queries/contacts";
import { PROPOSAL_TIERS, type ProposalTier } from "@/lib/shared/proposal-vocabulary";
import { plural } from "@/lib/shared/text";

const WHOLE_PROPERTY = "property";
const NO_RECIPIENT = "none";

/**
 * Start a proposal for one sponsor: the context (the event brand as a whole, or one of its
 * events still to come, soonest first), the recipient from the sponsor's contacts and the package
 * tier. An event that is over is not offered (the server refuses it too); when the page suggested
 * one, the dialog says so and proposes the whole property. On success the builder opens and
 * follows the drafting job.
 */
export function NewProposalDialog({
  sponsorBrandId,
  sponsorName,
  eventBrandId: initialBrandId,
  specificEventId: initialEventId,
  defaultTier,
  open,
  onOpenChange,
}: {
  sponsorBrandId: number;
  sponsorName: string;
  eventBrandId: number | null;
  specificEventId?: number | null;
  defaultTier?: ProposalTier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const { data: brands } = useEventBrands();
  const [brandId, setBrandId] = useState<number | null>(initialBrandId);
  const [eventChoice, setEventChoice] = useState(
    initialEventId ? String(initialEventId) : WHOLE_PROPERTY,
  );
  const [recipient, setRecipient] = useState(NO_RECIPIENT);
  const [tier, setTier] = useState<ProposalTier>(defaultTier ?? "Official Sponsor");
  const { data: events } = useSpecificEvents(brandId);
  const upcoming = eventsStillToCome(events ?? [], todayIso());
  const endedCount = (events?.length ?? 0) - upcoming.length;
  // The suggested event is over: offer the property instead (once the schedule is known).
  const endedChoice =
    events && eventChoice !== WHOLE_PROPERTY && !upcoming.some((e) => String(e.id) === eventChoice)
      ? (events.find((e) => String(e.id) === eventChoice) ?? null)
      : null;
  const context = endedChoice ? WHOLE_PROPERTY : eventChoice;
  const { data: contacts } = useApiQuery(
    sponsorContactsQuery,
    { sponsorBrandId },
    { enabled: open },
  );
  const create = useCreateProposal();

  const submit = () => {
    if (!brandId) return;
    create.mutate(
      {
        sponsorBrandId,
        eventBrandId: brandId,
        ...(context !== WHOLE_PROPERTY ? { specificEventId: Number(context) } : {}),
        contactId: recipient === NO_RECIPIENT ? null : Number(recipient),
        tier,
      },
      {
        onSuccess: (created) => {
          onOpenChange(false);
          router.push(`/proposals/${created.proposal.id}`);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New proposal"
      description={`A tailored pitch to ${sponsorName}, drafted from the match, the research, the ideas and the mockups.`}
      onSubmit={submit}
      submitLabel="Start proposal"
      pendingLabel="Starting…"
      pending={create.isPending}
      canSubmit={Boolean(brandId)}
      onCancel={() => onOpenChange(false)}
      cancelDisabled={false}
    >
      <Field label="Property" id="proposal-brand">
        <SimpleSelect
          id="proposal-brand"
          value={brandId ? String(brandId) : undefined}
          onValueChange={(value) => {
            setBrandId(Number(value));
            setEventChoice(WHOLE_PROPERTY);
          }}
          placeholder="Choose an event brand"
          options={(brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
      </Field>
      <Field
        label="Context"
        id="proposal-event"
        hint={
          endedChoice
            ? `${endedChoice.name} ended on ${formatDate(endedChoice.endDate ?? endedChoice.startDate)}: choose an upcoming event or the whole property.`
            : endedCount > 0
              ? `Upcoming events only (${plural(endedCount, "past event")} not shown).`
              : undefined
        }
      >
        <SimpleSelect
          id="proposal-event"
          value={context}
          onValueChange={setEventChoice}
          disabled={!brandId}
          options={[
            { value: WHOLE_PROPERTY, label: "The whole property" },
            // Events still to come, soonest first: a proposal is never for one that ended.
            ...upcoming.map((e) => ({
              value: String(e.id),
              label: eventChoiceLabel(e),
            })),
          ]}
        />
      </Field>
      <Field label="Recipient" id="proposal-recipient">
        <SimpleSelect
          id="proposal-recipient"
          value={recipient}
          onValueChange={setRecipient}
          options={[
            { value: NO_RECIPIENT, label: "No recipient yet" },
            ...(contacts ?? []).map((c) => ({
              value: String(c.id),
              label: c.title ? `${c.name} (${c.title})` : c.name,
            })),
          ]}
        />
      </Field>
      <Field label="Package tier" id="proposal-tier">
        <SimpleSelect
          id="proposal-tier"
          value={tier}
          onValueChange={(value) => setTier(value as ProposalTier)}
          options={PROPOSAL_TIERS.map((t) => ({ value: t, label: t }))}
        />
      </Field>
    </FormDialog>
  );
}
