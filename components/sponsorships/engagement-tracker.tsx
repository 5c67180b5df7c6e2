"use client";

import { CheckCircle2, Circle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import {
  ENGAGEMENT_STAGES,
  STAGE_LABELS,
  engagementOf,
  type EngagementFlags,
} from "@/lib/shared/engagement";

/**
 * A pitch's engagement: the stage, the percentage and each activity as Complete or
 * Pending. With `onChange`, each activity can be marked done or not done by hand.
 */
export function EngagementTracker({
  sponsorName,
  flags,
  onChange,
  pending = false,
  className,
}: {
  sponsorName: string;
  flags: EngagementFlags | null | undefined;
  onChange?: (key: keyof EngagementFlags, value: boolean) => void;
  pending?: boolean;
  className?: string;
}) {
  const engagement = engagementOf(flags);
  // The stage done, not the next one: 50% is Match Analysis done.
  const reached = engagement.doneStage ? ENGAGEMENT_STAGES.indexOf(engagement.doneStage) : -1;
  // Each activity's step is done on its own; the last step once all four are.
  const stepDone = (index: number) =>
    engagement.activities[index]?.complete ?? engagement.doneStage === "completed";
  return (
    <div className={cn("space-y-4", className)}>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <span data-testid="engagement-done" className="text-sm font-medium">
            {engagement.doneLabel}
          </span>
          <span className="text-2xl font-semibold tabular-nums">{engagement.percent}%</span>
        </div>
        <Progress
          value={engagement.percent}
          aria-label={`${sponsorName} engagement ${engagement.percent}%`}
        />
        <ol className="grid grid-cols-5 gap-1 text-center text-[11px] text-muted-foreground">
          {ENGAGEMENT_STAGES.map((stage, index) => (
            <li
              key={stage}
              className={cn(stepDone(index) && "font-medium text-foreground")}
              aria-current={index === reached ? "step" : undefined}
            >
              {STAGE_LABELS[stage]}
            </li>
          ))}
        </ol>
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {engagement.activities.map((activity) => {
          const Icon = activity.complete ? CheckCircle2 : Circle;
          return (
            <li key={activity.key} className="flex items-center gap-3 px-3 py-2.5">
              <Icon
                className={cn(
                  "size-4 shrink-0",
                  activity.complete ? "text-success" : "text-muted-foreground",
                )}
                aria-hidden
              />
              <span className="flex-1 text-sm">{activity.label}</span>
              <Badge variant={activity.complete ? "success" : "secondary"}>
                {activity.complete ? "Complete" : "Pending"}
              </Badge>
              {onChange ? (
                <Switch
                  checked={activity.complete}
                  disabled={pending}
                  aria-label={`${activity.label} done`}
                  onCheckedChange={(value) => onChange(activity.key, value)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
