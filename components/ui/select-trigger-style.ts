import { cn } from "@/lib/cn";

/** The Select trigger's look, shared by the Radix trigger and the light one drawn before it loads. */
export function selectTriggerClass(className?: string) {
  return cn(
    "flex w-full max-w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-colors data-[placeholder]:text-muted-foreground data-[size=default]:h-9 data-[size=sm]:h-8",
    "focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
    "*:data-[slot=select-value]:block *:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:truncate [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    className,
  );
}
