"use client";

import { Mail, MessageSquare, Phone, StickyNote, Users } from "lucide-react";
import { useState } from "react";
import { LocalTime } from "@/components/creative/local-time";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditableListCard, EditDeleteButtons } from "@/components/ui/editable-list-card";
import { EmptyState } from "@/components/ui/empty-state";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import {
  useDeleteInteraction,
  useInteractions,
  useToggleInteraction,
} from "@/lib/client/hooks/use-interactions";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { InteractionView } from "@/lib/shared/schemas/interaction";
import { INTERACTION_LABELS, type InteractionType } from "@/lib/shared/interaction-vocabulary";
import { InteractionForm } from "./interaction-form";

const ICONS: Record<InteractionType, typeof Phone> = {
  call: Phone,
  meeting: Users,
  email: Mail,
  note: StickyNote,
};

type Filter = "all" | "open" | "completed";
const FILTERS: Array<[Filter, string]> = [
  ["all", "All"],
  ["open", "Open"],
  ["completed", "Completed"],
];

/** Every call, meeting, email and note with the sponsor, newest first, to log, edit and tick off. */
export function InteractionLog({
  sponsorId,
  sponsorName,
}: {
  sponsorId: number;
  sponsorName: string;
}) {
  const query = useInteractions(sponsorId);
  const { data } = query;
  const [filter, setFilter] = useState<Filter>("all");
  const items = (data ?? []).filter((item) =>
    filter === "all" ? true : filter === "completed" ? item.completed : !item.completed,
  );
  const counts = {
    all: data?.length ?? 0,
    open: data?.filter((item) => !item.completed).length ?? 0,
    completed: data?.filter((item) => item.completed).length ?? 0,
  };

  return (
    <EditableListCard
      title="Interactions"
      addLabel="Log Interaction"
      addButton="primary"
      noun="interactions"
      query={query}
      items={items}
      loadingClassName="h-40"
      toolbar={
        <ToggleGroup
          type="single"
          value={filter}
          onValueChange={(value) => value && setFilter(value as Filter)}
          aria-label="Show interactions"
          variant="outline"
        >
          {FILTERS.map(([value, label]) => (
            <ToggleGroupItem key={value} value={value}>
              {label} ({counts[value]})
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      }
      empty={
        <EmptyState
          headingLevel={3}
          icon={<MessageSquare />}
          title={filter === "all" ? "No interactions logged yet" : `No ${filter} interactions`}
          description={
            filter === "all"
              ? `Log the first call, meeting, email or note with ${sponsorName}.`
              : "Change the filter to see the others."
          }
        />
      }
      ordered
      listLabel={`Interactions with ${sponsorName}`}
      renderItem={(item, actions) => (
        <InteractionItem sponsorId={sponsorId} item={item} {...actions} />
      )}
      renderEditor={(interaction, done) => (
        <InteractionForm
          sponsorId={sponsorId}
          sponsorName={sponsorName}
          interaction={interaction}
          onDone={done}
        />
      )}
      renderDelete={(interaction, onClose) => (
        <DeleteInteractionDialog
          sponsorId={sponsorId}
          interaction={interaction}
          onClose={onClose}
        />
      )}
    />
  );
}

function InteractionItem({
  sponsorId,
  item,
  onEdit,
  onDelete,
}: {
  sponsorId: number;
  item: InteractionView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const toggle = useToggleInteraction(sponsorId);
  // The reader's clock, read once: the server's would differ and break hydration.
  const [now] = useState(() => (typeof window === "undefined" ? null : Date.now()));
  const hydrated = useHydrated();
  const Icon = ICONS[item.type];
  const label = INTERACTION_LABELS[item.type];
  const upcoming =
    hydrated && now !== null && !item.completed && new Date(item.date).getTime() > now;
  const checkboxId = `interaction-done-${item.id}`;
  return (
    <li className="flex gap-3 rounded-lg border border-border p-3">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-4" aria-hidden />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">
            {label}
            {item.contactName ? (
              <span className="font-normal text-muted-foreground"> with {item.contactName}</span>
            ) : null}
          </h3>
          <span className="text-sm text-muted-foreground">
            <LocalTime iso={item.date} pattern="EEE, MMM d, yyyy 'at' h:mm a" />
          </span>
          {item.completed ? <Badge variant="success">Completed</Badge> : null}
          {upcoming ? <Badge variant="info">Upcoming</Badge> : null}
        </div>
        {item.notes ? (
          <p className="text-sm break-words whitespace-pre-wrap">{item.notes}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">No notes</p>
        )}
        <div className="flex items-center gap-2 pt-1">
          <Checkbox
            id={checkboxId}
            checked={item.completed}
            disabled={toggle.isPending}
            onCheckedChange={(value) => toggle.mutate({ id: item.id, completed: value === true })}
          />
          <label htmlFor={checkboxId} className="text-sm">
            Done
          </label>
        </div>
      </div>
      <EditDeleteButtons name={label.toLowerCase()} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

function DeleteInteractionDialog({
  sponsorId,
  interaction,
  onClose,
}: {
  sponsorId: number;
  interaction: InteractionView | null;
  onClose: () => void;
}) {
  const remove = useDeleteInteraction(sponsorId);
  return (
    <ConfirmDialog
      open={interaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Interaction?"
      description={`This ${interaction ? INTERACTION_LABELS[interaction.type].toLowerCase() : "interaction"} and its notes will be removed for your whole team.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      destructive
      stayOpen
      onConfirm={() => interaction && remove.mutate(interaction.id, { onSettled: onClose })}
    />
  );
}
