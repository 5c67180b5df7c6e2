import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** A counter of the job monitors: a label, a big value and an optional note. */
export function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card className="py-5">
      <CardContent className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </div>
        {icon ? (
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5"
          >
            {icon}
          </span>
        ) : null}
      </CardContent>
    </Card>
  );
}
