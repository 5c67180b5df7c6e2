"use client";

// Every page's error boundary (app/error.tsx) is part of every page's first load, the sign-in
// page's too: this screen is plain markup (no Button, icon set or class merging), a few hundred
// bytes instead of ~15 KB. The classes are those of the outline and default buttons.
const BUTTON =
  "inline-flex h-9 items-center justify-center rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap shadow-xs transition-colors";
const OUTLINE = `${BUTTON} border border-input bg-background hover:bg-muted hover:text-foreground`;
const PRIMARY = `${BUTTON} bg-primary text-primary-foreground hover:bg-primary/90`;

/** The generic error screen: 'Something went wrong' with Refresh Page and Try Again. */
export function ErrorScreen({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-12 text-destructive"
        aria-hidden
      >
        <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
        <path d="M12 9v4" />
        <path d="M12 17h.01" />
      </svg>
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      {detail ? <p className="max-w-md text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-2">
        <button type="button" className={OUTLINE} onClick={() => window.location.reload()}>
          Refresh Page
        </button>
        {onRetry ? (
          <button type="button" className={PRIMARY} onClick={onRetry}>
            Try Again
          </button>
        ) : null}
      </div>
    </div>
  );
}
