import { ShieldAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import { plural } from "@/lib/shared/text";

/**
 * The clashes in one line of text: their sentences, and how many more there are when `total`
 * (every conflict of the deal) is more than the ones given.
 */
export function conflictSummary(
  conflicts: readonly ExclusivityConflict[],
  total = conflicts.length,
  separator = "; ",
): string {
  const more = total - conflicts.length;
  return [...conflicts.map((c) => c.message), ...(more > 0 ? [`and ${more} more`] : [])].join(
    separator,
  );
}

/** A compact marker that a deal clashes on category exclusivity; its title lists the clashes. */
export function ConflictBadge({
  conflicts,
  total = conflicts.length,
  className,
}: {
  conflicts: readonly ExclusivityConflict[];
  /** Every conflict of the deal, when only the first ones are given. */
  total?: number;
  className?: string;
}) {
  if (total === 0) return null;
  return (
    <Badge
      variant="warning"
      className={cn("rounded-full", className)}
      title={conflictSummary(conflicts, total, "\n")}
    >
      <ShieldAlert aria-hidden /> {total > 1 ? plural(total, "conflict") : "Conflict"}
      <span className="sr-only">: {conflictSummary(conflicts, total)}</span>
    </Badge>
  );
}

/** Each clash in a sentence, for cards and the form's warning. */
export function ConflictCallout({
  conflicts,
  total = conflicts.length,
  title = "Exclusivity conflict",
  className,
  children,
}: {
  conflicts: readonly ExclusivityConflict[];
  /** Every conflict of the deal, when only the first ones are given. */
  total?: number;
  title?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  if (total === 0) return null;
  const more = total - conflicts.length;
  return (
    <Alert variant="warning" className={className} data-testid="conflict-callout">
      <ShieldAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-0.5 pl-4">
          {conflicts.map((c) => (
            <li key={`${c.kind}:${c.id}`}>{c.message}.</li>
          ))}
          {more > 0 ? <li>And {plural(more, "more conflict")}.</li> : null}
        </ul>
        {children}
      </AlertDescription>
    </Alert>
  );
}
