"use client";

import { NotebookPen } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useSaveFavoriteNotes } from "@/lib/client/hooks/use-favorites";
import { FAVORITE_NOTES_MAX } from "@/lib/shared/watchlist";

/**
 * The user's note on a followed brand (why it is watched, who to call): shown under the brand on
 * the watchlist, edited in place and saved to the watchlist entry; a blank note clears it.
 */
export function WatchlistNote({
  sponsorBrandId,
  name,
  notes,
}: {
  sponsorBrandId: number;
  name: string;
  notes: string | null;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes ?? "");
  const save = useSaveFavoriteNotes();

  if (!editing) {
    return (
      <div className="flex items-start gap-2 px-2 pb-1">
        {notes ? (
          <p className="min-w-0 flex-1 text-xs whitespace-pre-line text-muted-foreground">
            {notes}
          </p>
        ) : (
          <span className="flex-1" />
        )}
        <Button
          variant="ghost"
          size="sm"
          className="h-6 px-2 text-xs"
          aria-label={`${notes ? "Edit" : "Add"} note on ${name}`}
          onClick={() => {
            setDraft(notes ?? "");
            setEditing(true);
          }}
        >
          <NotebookPen aria-hidden /> {notes ? "Edit note" : "Add note"}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="space-y-2 px-2 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ sponsorBrandId, notes: draft }, { onSuccess: () => setEditing(false) });
      }}
    >
      <Label htmlFor={`${id}-note`} className="text-xs">
        Note on {name}
      </Label>
      <Textarea
        id={`${id}-note`}
        value={draft}
        maxLength={FAVORITE_NOTES_MAX}
        rows={3}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save note
        </Button>
      </div>
    </form>
  );
}
