import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/cn";

const spinnerVariants = cva("animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", {
  variants: {
    size: { sm: "size-4", md: "size-6", lg: "size-8" },
  },
  defaultVariants: { size: "md" },
});

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Screen-reader text, used when no visible `text` is given. */
    label?: string;
    /** Optional visible text next to the icon; it doubles as the accessible text. */
    text?: React.ReactNode;
  };

export function Spinner({ className, size, label = "Loading", text, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-sm text-muted-foreground", className)}
      {...props}
    >
      {/* Marked essential so reduced-motion users still see that work is in progress. */}
      <LoaderCircle
        aria-hidden="true"
        data-motion="essential"
        className={cn(spinnerVariants({ size }), "shrink-0")}
      />
      {text ? <span>{text}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
