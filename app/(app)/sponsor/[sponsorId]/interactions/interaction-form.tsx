"use client";

import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { DialogForm } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Textarea } from "@/components/ui/textarea";
import { useSponsorContacts } from "@/lib/client/hooks/use-contacts";
import { useSaveInteraction } from "@/lib/client/hooks/use-interactions";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import { formatPattern } from "@/lib/shared/date-format";
import type { InteractionView } from "@/lib/shared/schemas/interaction";
import {
  INTERACTION_LABELS,
  INTERACTION_TYPES,
  type InteractionType,
} from "@/lib/shared/interaction-vocabulary";

// The form's zod schema arrives in a chunk of its own, after the page.
const interactionFormSchema = lazySchema(() =>
  import("@/lib/shared/schemas/interaction").then((m) => m.interactionFormSchema),
);

const NOTES_MAX = 5000;

/** The Contact select's value for "no contact" (a Radix select item cannot be empty). */
const NO_CONTACT = "none";

/**
 * Log an interaction, or edit one: its kind, when it happens (a day and a time in the reader's
 * zone), notes, and whether it is done. The dialog's body, mounted afresh at each opening.
 */
export function InteractionForm({
  sponsorId,
  sponsorName,
  interaction,
  onDone,
}: {
  sponsorId: number;
  sponsorName: string;
  /** The interaction being edited; none to log a new one. */
  interaction?: InteractionView;
  onDone: () => void;
}) {
  const initial = interaction ? new Date(interaction.date) : new Date();
  const form = useLazyZodForm(interactionFormSchema, {
    type: interaction?.type ?? "call",
    day: formatPattern(initial, "yyyy-MM-dd"),
    time: formatPattern(initial, "HH:mm"),
    notes: interaction?.notes ?? "",
    completed: interaction?.completed ?? false,
    contactId: interaction?.contactId ? String(interaction.contactId) : "",
  });
  const { data: contacts } = useSponsorContacts(sponsorId);
  const save = useSaveInteraction(sponsorId);
  const notes = form.values.notes ?? "";

  const submit = form.handleSubmit((input) => {
    const when = new Date(`${input.day}T${input.time || "00:00"}`);
    if (Number.isNaN(when.getTime())) {
      form.setErrors({ day: "Choose when it happens" });
      return;
    }
    save.mutate(
      {
        id: interaction?.id,
        type: input.type,
        date: when.toISOString(),
        notes: input.notes || null,
        completed: input.completed,
        contactId: input.contactId,
      },
      { onSuccess: onDone, onError: form.onServerError() },
    );
  });

  const contactOptions = [
    { value: NO_CONTACT, label: "No contact" },
    ...(contacts ?? []).map((contact) => ({
      value: String(contact.id),
      label: contact.title ? `${contact.name} (${contact.title})` : contact.name,
    })),
  ];

  return (
    <DialogForm
      title={interaction ? "Edit Interaction" : "Log Interaction"}
      description={
        interaction
          ? `Change this interaction with ${sponsorName}.`
          : `Record a call, meeting, email or note with ${sponsorName}.`
      }
      onSubmit={submit}
      submitLabel={interaction ? "Save Changes" : "Log Interaction"}
      pendingLabel="Saving..."
      pending={save.isPending}
      onCancel={onDone}
    >
      <Field label="Type" id="interaction-type">
        <SimpleSelect
          id="interaction-type"
          className="w-full"
          value={form.values.type}
          onValueChange={(value) => form.setField("type", value as InteractionType)}
          options={INTERACTION_TYPES.map((value) => ({ value, label: INTERACTION_LABELS[value] }))}
        />
      </Field>
      <Field label="Contact" id="interaction-contact" error={form.errors.contactId}>
        <SimpleSelect
          id="interaction-contact"
          className="w-full"
          value={form.values.contactId || NO_CONTACT}
          onValueChange={(value) => form.setField("contactId", value === NO_CONTACT ? "" : value)}
          options={contactOptions}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Date" error={form.errors.day}>
          <Input type="date" {...form.bind("day")} required />
        </Field>
        <Field label="Time" error={form.errors.time}>
          <Input type="time" {...form.bind("time")} />
        </Field>
      </div>
      <Field label="Notes" hint={`${notes.length}/${NOTES_MAX}`} error={form.errors.notes}>
        <Textarea
          {...form.bind("notes")}
          maxLength={NOTES_MAX}
          rows={5}
          placeholder="What was discussed, what was agreed, what happens next"
        />
      </Field>
      <CheckboxField
        id="interaction-completed"
        label="Completed"
        checked={form.values.completed}
        onCheckedChange={(checked) => form.setField("completed", checked)}
      />
    </DialogForm>
  );
}
