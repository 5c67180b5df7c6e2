import type * as React from "react";
import { join } from "./lean";

/**
 * Plain-markup parts for the signed-in pages' small islands, like `lean.tsx`'s controls (no
 * Radix, no class merging: a `className` given here is appended, so it must not conflict with the
 * part's own classes) and kept apart from them so that the public pages, which load `lean.tsx`,
 * do not carry these. The full primitives take their classes from here.
 */

/** The classes of a textarea: `Textarea` (components/ui/textarea.tsx) merges a caller's onto them. */
export const TEXTAREA_CLASSES = [
  "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground md:text-sm",
  "focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive",
] as const;

/** A textarea like `Textarea`, as plain markup. */
export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={join(...TEXTAREA_CLASSES, className)} {...props} />
  );
}

/**
 * The classes of a form label: the app's `Label` (components/ui/label.tsx) merges a caller's onto
 * them, and its `Field` (components/ui/field.tsx) uses them as they are.
 */
export const LABEL_CLASSES =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/** A loading placeholder like `Skeleton`, as plain markup: a `className` (its size) is appended. */
export const SKELETON_CLASSES = "animate-pulse rounded-md bg-muted";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={join(SKELETON_CLASSES, className)}
      {...props}
    />
  );
}

/** The classes of `Alert` (components/ui/alert.tsx): its box, the destructive colours, its text. */
export const ALERT_CLASSES = {
  box: "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5",
  destructive: "border-destructive/40 bg-destructive/10 text-foreground [&>svg]:text-destructive",
  description:
    "col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed",
} as const;

/** `Alert variant="destructive"` with only a description, as plain markup. */
export function ErrorAlert({ children }: { children: React.ReactNode }) {
  return (
    <div
      data-slot="alert"
      role="alert"
      className={join(ALERT_CLASSES.box, ALERT_CLASSES.destructive)}
    >
      <div data-slot="alert-description" className={ALERT_CLASSES.description}>
        {children}
      </div>
    </div>
  );
}
