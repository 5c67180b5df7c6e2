"use client";

import "./globals.css";
import { ErrorScreen } from "@/components/errors/error-screen";

/** The root layout itself failed: render a bare document with the error screen. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="bg-background font-sans text-foreground">
        <ErrorScreen onRetry={reset} />
      </body>
    </html>
  );
}
