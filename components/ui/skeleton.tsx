import * as React from "react";

import { cn } from "@/lib/cn";
import { SKELETON_CLASSES } from "./plain";

/** Decorative placeholder; announce loading separately (e.g. with <Spinner> or aria-busy). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(SKELETON_CLASSES, className)}
      {...props}
    />
  );
}
