"use client";

import { Pencil } from "lucide-react";
import { useState } from "react";
import { ExclusivityDialog } from "@/components/sponsorships/exclusivity-dialog";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormDialog, useDialogState } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { conflictsOf, useUpdateSponsorship } from "@/lib/client/hooks/use-event-sponsors";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import type { EventSponsorView } from "@/lib/shared/schemas/sponsorship";

// The form's zod schema arrives in a chunk of its own, after the page.
const sponsorshipUpdateSchema = lazySchema(() =>
  import("@/lib/shared/schemas/sponsorship").then((m) => m.sponsorshipUpdateSchema),
);

const valuesOf = (link: EventSponsorView) => ({
  sponsorshipLevel: link.sponsorshipLevel,
  isExclusive: link.isExclusive,
  activationFocus: link.activationFocus ?? "",
});

/** Edit a linked sponsor's level, exclusivity and activation focus for this event. */
export function EditSponsorshipDialog({
  eventId,
  link,
}: {
  eventId: number;
  link: EventSponsorView;
}) {
  const dialog = useDialogState({
    confirmClose: () => form.confirmDiscard(),
    onOpen: () => form.reset(valuesOf(link)),
  });
  const [conflicts, setConflicts] = useState<ExclusivityConflict[] | null>(null);
  const form = useLazyZodForm(sponsorshipUpdateSchema, valuesOf(link), { guard: dialog.open });
  const update = useUpdateSponsorship(eventId);
  const save = (acknowledgeConflicts = false) =>
    form.handleSubmit((input) =>
      update.mutate(
        {
          id: link.id,
          ...input,
          activationFocus: input.activationFocus || null,
          acknowledgeConflicts,
        },
        {
          onSuccess: () => {
            setConflicts(null);
            form.reset(form.values);
            dialog.close();
          },
          onError: (error) => {
            setConflicts(conflictsOf(error));
            form.applyServerError(error);
          },
        },
      ),
    )();
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${link.sponsor.name}'s sponsorship`}>
          <Pencil className="size-4" aria-hidden />
        </Button>
      }
      title={`Edit ${link.sponsor.name}'s sponsorship`}
      description="Its level and what its activations focus on."
      onSubmit={() => save()}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      after={
        <ExclusivityDialog
          conflicts={conflicts}
          subject={link.sponsor.name}
          onCancel={() => setConflicts(null)}
          onConfirm={() => save(true)}
        />
      }
    >
      <Field label="Sponsorship level" error={form.errors.sponsorshipLevel}>
        <Input {...form.bind("sponsorshipLevel")} maxLength={100} />
      </Field>
      <CheckboxField
        id={`exclusive-${link.id}`}
        label="Category exclusive"
        checked={form.values.isExclusive === true}
        onCheckedChange={(checked) => form.setField("isExclusive", checked)}
      />
      <ActivationFocusField
        value={String(form.values.activationFocus ?? "")}
        error={form.errors.activationFocus}
        onChange={(value) => form.setField("activationFocus", value)}
      />
    </FormDialog>
  );
}

/** What the sponsor's activations at this event concentrate on (free text, optional). */
export function ActivationFocusField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Activation focus (optional)"
      hint="What the sponsor's activations here concentrate on, e.g. hospitality on the 18th."
      error={error}
    >
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={2000}
      />
    </Field>
  );
}
