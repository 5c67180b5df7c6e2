import { useHydrated } from "@/lib/client/use-hydrated";
import { Button } from "@/components/ui/lean";

/**
 * Until the page hydrates a click would do nothing: the button is disabled and says it is still
 * loading (to screen readers too). What was typed meanwhile is kept (see `bind` in use-form.ts).
 */
export function NotReadyNote({ ready }: { ready: boolean }) {
  return ready ? null : <span className="sr-only"> (loading)</span>;
}

/** The end of a sign-in or sign-up form: the server's error (when no field shows one), then submit. */
export function AuthSubmit({
  error,
  pending,
  label,
  pendingLabel,
}: {
  error: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  const ready = useHydrated();
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || !ready} aria-busy={!ready}>
        {pending ? pendingLabel : label}
        <NotReadyNote ready={ready} />
      </Button>
    </>
  );
}
