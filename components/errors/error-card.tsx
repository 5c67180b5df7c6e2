"use client";

import { AlertCircle, RotateCw } from "lucide-react";
import { Button, Card, CardContent, join } from "@/components/ui/lean";

/** The error card for one part of a page: 'Something went wrong' with a Retry button. */
export function ErrorCard({
  onRetry,
  className,
  detail,
}: {
  onRetry?: () => void;
  className?: string;
  detail?: string;
}) {
  return (
    <Card role="alert" className={join("border-destructive/40", className)}>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <AlertCircle className="size-8 text-destructive" aria-hidden />
        <p className="font-semibold">Something went wrong</p>
        <p className="max-w-md text-sm text-muted-foreground">
          We&apos;re sorry, but there was a problem loading this part of the application.
        </p>
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw className="size-4" aria-hidden /> Retry
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
