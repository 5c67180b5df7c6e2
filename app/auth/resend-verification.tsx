"use client";

import { useResendVerification } from "@/lib/client/hooks/use-account-requests";
import { useZodForm } from "@/lib/client/use-form";
import { emailRequestCheck } from "@/lib/shared/auth-rules";
import { NotReadyNote } from "./auth-submit";
import { useAccountForm } from "./use-account-form";
import { Button, Field, Input } from "@/components/ui/lean";

const RESEND = "Resend verification email";

/** One click when the address is known (the "Check your email" panel). */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={resend.isPending}
      onClick={() => resend.mutate(email)}
    >
      {resend.isPending ? "Sending..." : RESEND}
    </Button>
  );
}

/** Ask for a new verification link by address (after a refused sign-in, or a dead link). */
export function ResendVerificationForm({ initialEmail = "" }: { initialEmail?: string }) {
  const form = useZodForm(emailRequestCheck, { email: initialEmail });
  const resend = useResendVerification();
  const formProps = useAccountForm(form, (input) => resend.mutate(input.email));
  return (
    <form {...formProps} aria-label={RESEND} className="space-y-3 rounded-lg border p-4">
      <Field label="Email for the verification link" error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind("email")} />
      </Field>
      {resend.data ? (
        // The toast announces it; this line stays for whoever reads after the toast is gone.
        <p className="text-sm text-muted-foreground">
          If {resend.data.email} has an account waiting for verification, a new link is on its way.
        </p>
      ) : null}
      <Button
        type="submit"
        variant="outline"
        className="w-full"
        disabled={resend.isPending || !form.ready}
        aria-busy={!form.ready}
      >
        {resend.isPending ? "Sending..." : RESEND}
        <NotReadyNote ready={form.ready} />
      </Button>
    </form>
  );
}
