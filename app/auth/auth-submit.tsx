import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/client/use-hydrated";

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
  // Until the page hydrates a click would do nothing: the button shows as not ready instead.
  const ready = useHydrated();
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || !ready}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
