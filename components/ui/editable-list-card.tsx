"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import type * as React from "react";
import { Fragment, useState } from "react";
import { Button } from "./button";
import { Card, CardContent, CardHeader, CardTitle } from "./card";
import { Dialog, DialogContent } from "./dialog";
import { Skeleton } from "./skeleton";

/** What the card needs of the list's query. */
interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A card listing records the reader can add, edit and delete: a title with an add button, the
 * loading, failed (with Try Again) and empty states, the list, one dialog that adds or edits
 * (its form mounted afresh at each opening, so it starts from the record it edits) and the
 * delete confirmation.
 */
export function EditableListCard<T extends { id: number }>({
  title,
  addLabel,
  addButton = "outline",
  noun,
  query,
  items,
  loadingClassName,
  toolbar,
  empty,
  ordered = false,
  listLabel,
  renderItem,
  renderEditor,
  renderDelete,
}: {
  title: string;
  addLabel: string;
  /** The add button's look: outline and small, or the card's main action. */
  addButton?: "outline" | "primary";
  /** The records' name in the failure message ("Could not load {noun}: …"). */
  noun: string;
  query: ListQuery;
  /** The records to list (filtered by the owner if it filters). */
  items: readonly T[];
  loadingClassName: string;
  /** Shown above the list (filters). */
  toolbar?: React.ReactNode;
  /** Shown when there is nothing to list. */
  empty: React.ReactNode;
  /** An ordered list (a log) rather than a plain one. */
  ordered?: boolean;
  listLabel: string;
  renderItem: (item: T, actions: { onEdit: () => void; onDelete: () => void }) => React.ReactNode;
  /** The add (no record) or edit form; `done` closes the dialog. */
  renderEditor: (item: T | undefined, done: () => void) => React.ReactNode;
  /** The delete confirmation for `item` (open while not null); `onClose` ends it. */
  renderDelete: (item: T | null, onClose: () => void) => React.ReactNode;
}) {
  // Which record the dialog edits (none: a new one); `opening` keys the form to each opening.
  const [editor, setEditor] = useState<{ item?: T; open: boolean; opening: number }>({
    open: false,
    opening: 0,
  });
  const [deleting, setDeleting] = useState<T | null>(null);
  const edit = (item?: T) =>
    setEditor((current) => ({ item, open: true, opening: current.opening + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));
  const List = ordered ? "ol" : "ul";
  return (
    <Card className="h-fit">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2">{title}</CardTitle>
        <Button
          {...(addButton === "outline" ? { variant: "outline", size: "sm" } : {})}
          onClick={() => edit()}
        >
          <Plus className="size-4" aria-hidden /> {addLabel}
        </Button>
      </CardHeader>
      <CardContent className={toolbar ? "space-y-4" : undefined}>
        {toolbar}
        {query.isLoading ? (
          <Skeleton className={loadingClassName} />
        ) : query.isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">
              Could not load {noun}: {query.error?.message}
            </p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          empty
        ) : (
          <List className="space-y-3" aria-label={listLabel}>
            {items.map((item) => (
              <Fragment key={item.id}>
                {renderItem(item, {
                  onEdit: () => edit(item),
                  onDelete: () => setDeleting(item),
                })}
              </Fragment>
            ))}
          </List>
        )}
      </CardContent>
      <Dialog open={editor.open} onOpenChange={(open) => !open && closeEditor()}>
        <DialogContent className="sm:max-w-lg">
          {editor.open ? (
            <Fragment key={editor.opening}>{renderEditor(editor.item, closeEditor)}</Fragment>
          ) : null}
        </DialogContent>
      </Dialog>
      {renderDelete(deleting, () => setDeleting(null))}
    </Card>
  );
}

/** An editable record's Edit and Delete icon buttons (after any `children`), named for it. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  children,
}: {
  /** Completes the buttons' names: "Edit {name}", "Delete {name}". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex shrink-0 items-start gap-1">
      {children}
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil className="size-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
