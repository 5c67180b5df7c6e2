import * as React from "react";

import { cn } from "@/lib/cn";
import { TEXTAREA_CLASSES } from "./plain";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(TEXTAREA_CLASSES, className)} {...props} />;
}
