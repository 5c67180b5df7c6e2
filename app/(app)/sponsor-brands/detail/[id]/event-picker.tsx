"use client";

import { useQueryStates } from "nuqs";
import { useId, useState, useTransition } from "react";
import { Field } from "@/components/ui/field";
import { SimpleSelect, type SelectOption } from "@/components/ui/simple-select";
import { useSpecificEvents } from "@/lib/client/hooks/use-specific-events";
import { cn } from "@/lib/cn";
import { todayIso } from "@/lib/shared/dates";
import { eventChoiceLabel, eventHasEnded, eventsStillToCome } from "@/lib/shared/event-schedule";
import type { SpecificEvent } from "@/lib/shared/schemas/specific-event";
import { sponsorContextParams } from "@/lib/shared/sponsor-detail-params";
import type { CreativeTarget } from "./creative-context";

const WHOLE_PROPERTY = "property";

/**
 * The choices: the property as a whole, then its events still to come, soonest first. Events that
 * have ended are not offered; the one the page is already for (opened from its event page) stays
 * listed, marked as ended, so the choice shows what the page is for.
 */
function eventPickerOptions(
  target: Pick<CreativeTarget, "eventBrandName" | "specificEventId">,
  events: readonly SpecificEvent[],
  today: string,
): SelectOption[] {
  const options: SelectOption[] = [
    { value: WHOLE_PROPERTY, label: `Whole property (${target.eventBrandName})` },
    ...eventsStillToCome(events, today).map((event) => ({
      value: String(event.id),
      label: eventChoiceLabel(event),
    })),
  ];
  const current = events.find((event) => event.id === target.specificEventId);
  if (current && eventHasEnded(current, today))
    options.push({ value: String(current.id), label: `${eventChoiceLabel(current)} (ended)` });
  return options;
}

/**
 * The event the sponsor page's work is for: the property as a whole or one of its events. The
 * choice is the page's context, kept in the address (`?specificEventId=`, or `?eventBrandId=` for
 * the whole property) and pushed to history, so Back and shared links restore it; the page is
 * rendered again for it (the match, the captions and the jobs follow). The Activations, Visuals and
 * Proposal tabs each show it.
 */
export function EventPicker({
  target,
  disabled,
  className,
}: {
  target: CreativeTarget;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const { data: events = [] } = useSpecificEvents(target.eventBrandId);
  const [switching, startTransition] = useTransition();
  const [choice, setChoice] = useState<string | null>(null);
  const [, setContext] = useQueryStates(sponsorContextParams, {
    history: "push",
    scroll: false,
    // The context is read by the server page (the match and its prefetched views), so a change
    // renders the page again rather than only the address.
    shallow: false,
    startTransition,
  });
  const current = target.specificEventId ? String(target.specificEventId) : WHOLE_PROPERTY;
  const choose = (value: string) => {
    if (value === current) return;
    setChoice(value);
    void setContext(
      value === WHOLE_PROPERTY
        ? { specificEventId: null, event: null, eventBrandId: target.eventBrandId }
        : { specificEventId: Number(value), event: null, eventBrandId: null },
    );
  };
  return (
    <Field label="Event" id={id} className={cn("min-w-0", className)}>
      <SimpleSelect
        id={id}
        className="w-full overflow-hidden"
        value={switching && choice !== null ? choice : current}
        onValueChange={choose}
        disabled={disabled || switching}
        options={eventPickerOptions(target, events, todayIso())}
      />
    </Field>
  );
}
