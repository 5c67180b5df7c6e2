"use client";

import { AlertTriangle, Home, RotateCcw } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";
import { Button, buttonClass } from "@/components/ui/lean";

/**
 * A signed-in page that throws while rendering: the error shows inside the app's layout, so the
 * header and the navigation stay, with Try Again (renders the page again, asking the server anew)
 * and a way home. The detail never shows server internals, only the reference of the server log.
 */
export default function AppError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center"
      data-testid="page-error"
    >
      <AlertTriangle className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        This page could not be shown. Try again, or go back to the dashboard.
        {error.digest ? ` Reference: ${error.digest}` : null}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          <RotateCcw className="size-4" aria-hidden /> Try Again
        </Button>
        <Link href="/" className={buttonClass()}>
          <Home className="size-4" aria-hidden /> Go to Dashboard
        </Link>
      </div>
    </div>
  );
}
