import { Check } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

/**
 * The steps of a generation run, the current one highlighted. `current` is 0-based; a value equal
 * to the number of steps means every step is done.
 */
export function RunSteps({
  steps,
  current,
  label,
  className,
}: {
  steps: readonly string[];
  current: number;
  label: string;
  className?: string;
}) {
  return (
    <ol aria-label={label} className={cn("grid gap-2 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {steps.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "upcoming";
        return (
          <li
            key={step}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className={cn(
              "flex items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors",
              state === "current" && "border-primary/40 bg-primary/5 font-medium text-foreground",
              state === "done" && "border-border text-foreground",
              state === "upcoming" && "border-dashed border-border text-muted-foreground",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                state === "done" && "bg-primary text-primary-foreground",
                state === "current" && "bg-primary/15 text-primary",
                state === "upcoming" && "bg-muted text-muted-foreground",
              )}
            >
              {state === "done" ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span className="min-w-0 flex-1">{step}</span>
            {state === "current" ? <Spinner size="sm" label={`${step} in progress`} /> : null}
            {state === "done" ? <span className="sr-only">(done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
