"use client";

import type * as React from "react";

import { cn } from "@/lib/cn";
import { LABEL_CLASSES } from "./plain";
import { PlainLabel } from "./plain-label";

/** A form label; a caller's classes are merged onto the label's own. */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <PlainLabel className={cn(LABEL_CLASSES, className)} {...props} />;
}
