"use client";

import { useRouter } from "next/navigation";
import { apiRequest } from "@/lib/client/api";
import { useZodForm } from "@/lib/client/use-form";
import { useRequest } from "@/lib/client/use-request";
import { formCheck } from "@/lib/shared/form-check";
import { Button, Field, Input } from "@/components/ui/lean";

// Only "required" is checked here (the server checks the rest with the same texts): the page
// carries no zod.
const passcodeCheck = formCheck<{ passcode: string }, { passcode: string }>(({ passcode }) =>
  passcode ? { data: { passcode } } : { errors: { passcode: "Enter the passcode" } },
);

/**
 * The passcode of a protected share link, the page's only client code; a right one sets the
 * unlock cookie and the page is drawn again, now showing the proposal (or the recap).
 */
export function PasscodeForm({
  token,
  kind = "proposal",
}: {
  token: string;
  kind?: "proposal" | "recap";
}) {
  const router = useRouter();
  const unlock = useRequest((passcode: string) =>
    apiRequest<{ unlocked: true }>(
      "POST",
      `/api/shared-${kind}s/${encodeURIComponent(token)}/unlock`,
      { passcode },
    ),
  );
  const form = useZodForm(passcodeCheck, { passcode: "" });

  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        unlock.mutate(values.passcode, { onSuccess: () => router.refresh() }),
      )}
    >
      <Field label="Passcode" error={form.errors.passcode ?? unlock.error?.message}>
        <Input type="password" autoComplete="off" autoFocus {...form.bind("passcode")} />
      </Field>
      <Button type="submit" disabled={unlock.isPending || !form.ready} aria-busy={!form.ready}>
        {unlock.isPending ? "Checking…" : `Open ${kind}`}
        {form.ready ? null : <span className="sr-only"> (loading)</span>}
      </Button>
    </form>
  );
}
