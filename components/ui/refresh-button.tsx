import { RefreshCw } from "lucide-react";
import type * as React from "react";
import { Button, join } from "./lean";

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
      <RefreshCw aria-hidden className={join("size-4", refreshing && "animate-spin")} /> {children}
    </Button>
  );
}
