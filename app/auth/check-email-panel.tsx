"use client";

import { MailCheck } from "lucide-react";
import { ResendVerificationButton } from "./resend-verification";
import { Button } from "@/components/ui/lean";

/** After registering: the account waits for its address to be proven. */
export function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <section aria-labelledby="check-email-heading" className="space-y-4">
      <div className="flex items-center gap-3">
        <MailCheck className="size-8 text-primary" aria-hidden />
        <h2 id="check-email-heading" className="text-xl font-semibold">
          Check your email
        </h2>
      </div>
      <p role="status" className="text-sm">
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account,
        then sign in. The link works for 24 hours.
      </p>
      <p className="text-sm text-muted-foreground">
        Nothing arrived after a few minutes? Check your spam folder, or send the link again.
      </p>
      <ResendVerificationButton email={email} />
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}
