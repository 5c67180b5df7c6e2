import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/cn";
import { ALERT_CLASSES } from "./plain";

const alertVariants = cva(ALERT_CLASSES.box, {
  variants: {
    variant: {
      default: "bg-card text-card-foreground [&>svg]:text-foreground",
      destructive: ALERT_CLASSES.destructive,
      success: "border-success/40 bg-success/10 text-foreground [&>svg]:text-success",
      warning: "border-warning/40 bg-warning/10 text-foreground [&>svg]:text-warning",
      info: "border-info/40 bg-info/10 text-foreground [&>svg]:text-info",
    },
  },
  defaultVariants: { variant: "default" },
});

export type AlertProps = React.ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/**
 * Inline message box. Only the destructive variant is a live `role="alert"`: errors must be
 * announced, whereas interrupting screen readers for routine notes would be noise.
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === "destructive" ? "alert" : undefined)}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-title"
      className={cn("col-start-2 min-h-4 font-medium tracking-tight", className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn(ALERT_CLASSES.description, className)}
      {...props}
    />
  );
}
