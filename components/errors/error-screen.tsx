"use client";

import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The generic error screen: 'Something went wrong' with Refresh Page and Try Again. */
export function ErrorScreen({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center"
    >
      <AlertTriangle className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      {detail ? <p className="max-w-md text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
        {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
      </div>
    </div>
  );
}
