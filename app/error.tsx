"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/errors/error-screen";

/** Any page that throws while rendering. The detail never shows server internals. */
export default function Error({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen onRetry={reset} detail={error.digest ? `Reference: ${error.digest}` : undefined} />
  );
}
