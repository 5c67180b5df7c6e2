import { ShieldAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import { plural } from "@/lib/shared/text";

/** A compact marker that a deal clashes on category exclusivity; its title lists the clashes. */
export function ConflictBadge({
  conflicts,
  className,
}: {
  conflicts: readonly ExclusivityConflict[];
  className?: string;
}) {
  if (conflicts.length === 0) return null;
  return (
    <Badge
      variant="warning"
      className={cn("rounded-full", className)}
      title={conflicts.map((c) => c.message).join("\n")}
    >
      <ShieldAlert aria-hidden />{" "}
      {conflicts.length > 1 ? plural(conflicts.length, "conflict") : "Conflict"}
      <span className="sr-only">: {conflicts.map((c) => c.message).join("; ")}</span>
    </Badge>
  );
}

/** Each clash in a sentence, for cards and the form's warning. */
export function ConflictCallout({
  conflicts,
  title = "Exclusivity conflict",
  className,
  children,
}: {
  conflicts: readonly ExclusivityConflict[];
  title?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  if (conflicts.length === 0) return null;
  return (
    <Alert variant="warning" className={className} data-testid="conflict-callout">
      <ShieldAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-0.5 pl-4">
          {conflicts.map((c) => (
            <li key={`${c.kind}:${c.id}`}>{c.message}.</li>
          ))}
        </ul>
        {children}
      </AlertDescription>
    </Alert>
  );
}
