import * as React from "react";

import { cn } from "@/lib/cn";

/** Content read by screen readers but not shown, e.g. an icon button's name. */
export function VisuallyHidden({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="visually-hidden" className={cn("sr-only", className)} {...props} />;
}
