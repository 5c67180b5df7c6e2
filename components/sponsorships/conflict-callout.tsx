import { ShieldAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";

/** Category-exclusivity conflicts in plain sentences (on cards and in warnings). */
export function ConflictCallout({
  conflicts,
  className,
}: {
  conflicts: ExclusivityConflict[];
  className?: string;
}) {
  if (conflicts.length === 0) return null;
  return (
    <div className={cn("rounded-md border border-warning/40 bg-warning/10 p-2 text-xs", className)}>
      <p className="mb-1 flex items-center gap-1.5 font-semibold">
        <ShieldAlert className="size-3.5" aria-hidden /> Category exclusivity conflict
      </p>
      <ul className="space-y-0.5">
        {conflicts.map((conflict) => (
          <li key={`${conflict.kind}-${conflict.id}`}>{conflict.message}</li>
        ))}
      </ul>
    </div>
  );
}
