import { RefreshCw } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/** An outline Refresh button whose icon spins, and which is disabled, while it refreshes. */
export function RefreshButton({
  refreshing,
  disabled = false,
  onClick,
  size,
  children = "Refresh",
}: {
  refreshing: boolean;
  disabled?: boolean;
  onClick: () => void;
  size?: React.ComponentProps<typeof Button>["size"];
  children?: React.ReactNode;
}) {
  return (
    <Button variant="outline" size={size} disabled={refreshing || disabled} onClick={onClick}>
      <RefreshCw aria-hidden className={cn(refreshing && "animate-spin")} /> {children}
    </Button>
  );
}
