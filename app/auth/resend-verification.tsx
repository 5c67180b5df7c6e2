"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResendVerification } from "@/lib/client/hooks/use-accounts";
import { emailRequestCheck } from "@/lib/shared/auth-rules";

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
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useResendVerification();
  return (
    <form
      noValidate
      aria-label={RESEND}
      className="space-y-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = emailRequestCheck.safeParse({ email });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          const input = event.currentTarget.querySelector<HTMLInputElement>("input");
          requestAnimationFrame(() => input?.focus());
          return;
        }
        setError(null);
        resend.mutate(parsed.data.email, { onSuccess: (answer) => setSentTo(answer.email) });
      }}
    >
      <Field label="Email for the verification link" error={error}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {sentTo ? (
        // The toast announces it; this line stays for whoever reads after the toast is gone.
        <p className="text-sm text-muted-foreground">
          If {sentTo} has an account waiting for verification, a new link is on its way.
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? "Sending..." : RESEND}
      </Button>
    </form>
  );
}
