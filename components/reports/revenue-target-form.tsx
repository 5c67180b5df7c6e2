"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiRequest, ApiError } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";

/** The admin's revenue target for a season: one amount, saved, then the page is drawn again. */
export function RevenueTargetForm({
  eventBrandId,
  season,
  currency,
  current,
}: {
  eventBrandId: number;
  season: number;
  currency: string;
  current: number | null;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Revenue target"
      onSubmit={async (event) => {
        event.preventDefault();
        const value = Number(new FormData(event.currentTarget).get("target"));
        setBusy(true);
        setError(null);
        try {
          await apiRequest("PUT", `/api/event-brands/${eventBrandId}/revenue-targets/${season}`, {
            target: value,
            currency,
          });
          router.refresh();
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.message : "Something went wrong.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor="revenue-target" className="text-sm font-medium">
          Target for {season} ({currency})
        </label>
        <input
          id="revenue-target"
          name="target"
          type="number"
          min={0}
          step="0.01"
          required
          defaultValue={current ?? undefined}
          className="h-9 w-48 rounded-md border border-input bg-background px-3 text-sm"
        />
      </div>
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground disabled:opacity-50"
      >
        Save target
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
