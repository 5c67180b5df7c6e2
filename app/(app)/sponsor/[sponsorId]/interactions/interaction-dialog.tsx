"use client";

import { format } from "date-fns";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Textarea } from "@/components/ui/textarea";
import { useSaveInteraction } from "@/lib/client/hooks/use-interactions";
import {
  INTERACTION_LABELS,
  INTERACTION_TYPES,
  type InteractionType,
  type InteractionView,
} from "@/lib/shared/schemas/interaction";

const NOTES_MAX = 5000;

/**
 * Log an interaction, or edit one: its kind, when it happens (a day and a time in the reader's
 * zone), notes, and whether it is done.
 */
export function InteractionDialog({
  sponsorId,
  sponsorName,
  interaction,
  open,
  onOpenChange,
}: {
  sponsorId: number;
  sponsorName: string;
  /** The interaction being edited; none to log a new one. */
  interaction?: InteractionView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{interaction ? "Edit Interaction" : "Log Interaction"}</DialogTitle>
          <DialogDescription>
            {interaction
              ? `Change this interaction with ${sponsorName}.`
              : `Record a call, meeting, email or note with ${sponsorName}.`}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each form starts from the interaction it edits. */}
        {open ? (
          <InteractionForm
            sponsorId={sponsorId}
            interaction={interaction}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function InteractionForm({
  sponsorId,
  interaction,
  onDone,
}: {
  sponsorId: number;
  interaction?: InteractionView;
  onDone: () => void;
}) {
  const initial = interaction ? new Date(interaction.date) : new Date();
  const [type, setType] = useState<InteractionType>(interaction?.type ?? "call");
  const [day, setDay] = useState(format(initial, "yyyy-MM-dd"));
  const [time, setTime] = useState(format(initial, "HH:mm"));
  const [notes, setNotes] = useState(interaction?.notes ?? "");
  const [completed, setCompleted] = useState(interaction?.completed ?? false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveInteraction(sponsorId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const when = new Date(`${day}T${time || "00:00"}`);
    if (!day || Number.isNaN(when.getTime())) {
      setError("Choose when it happens");
      return;
    }
    setError(null);
    save.mutate(
      {
        id: interaction?.id,
        type,
        date: when.toISOString(),
        notes: notes.trim() || null,
        completed,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field label="Type" id="interaction-type">
        <SimpleSelect
          id="interaction-type"
          className="w-full"
          value={type}
          onValueChange={(value) => setType(value as InteractionType)}
          options={INTERACTION_TYPES.map((value) => ({ value, label: INTERACTION_LABELS[value] }))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Date" error={error}>
          <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} required />
        </Field>
        <Field label="Time">
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
      </div>
      <Field label="Notes" hint={`${notes.length}/${NOTES_MAX}`}>
        <Textarea
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={NOTES_MAX}
          rows={5}
          placeholder="What was discussed, what was agreed, what happens next"
        />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="interaction-completed"
          checked={completed}
          onCheckedChange={(value) => setCompleted(value === true)}
        />
        <Label htmlFor="interaction-completed" className="font-normal">
          Completed
        </Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : interaction ? "Save Changes" : "Log Interaction"}
        </Button>
      </DialogFooter>
    </form>
  );
}
