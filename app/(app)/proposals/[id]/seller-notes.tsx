import { ShieldAlert, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ProposalSellerNote } from "@/lib/shared/schemas/proposal";

/**
 * The seller's notes on one section (the match score, a category conflict, the research's advice
 * and provenance, the price basis, timing). They are never part of the section's text, so they
 * never reach the share page or an export.
 */
export function SellerNotes({ notes }: { notes: ProposalSellerNote[] }) {
  const warning = notes.some((note) => note.warning);
  const Icon = warning ? TriangleAlert : ShieldAlert;
  return (
    <div
      role="note"
      aria-label="Only you see this"
      data-testid="seller-notes"
      className={cn(
        "rounded-md border border-dashed p-3 text-sm",
        warning ? "border-destructive/50 bg-destructive/5" : "bg-muted/40",
      )}
    >
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className={cn("size-3.5", warning && "text-destructive")} aria-hidden />
        Only you see this
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5">
        {notes.map((note, index) => (
          <li key={index} className={note.warning ? "text-destructive" : "text-muted-foreground"}>
            {note.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
