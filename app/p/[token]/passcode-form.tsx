"use client";

import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useUnlockSharedProposal } from "@/lib/client/hooks/use-proposal-output";
import { useZodForm } from "@/lib/client/use-form";
import { shareUnlockSchema } from "@/lib/shared/schemas/proposal-share-link";

/** The passcode of a protected share link; a right one sets the unlock cookie and shows it. */
export function PasscodeForm({ token }: { token: string }) {
  const router = useRouter();
  const unlock = useUnlockSharedProposal(token);
  const form = useZodForm(shareUnlockSchema, { passcode: "" });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setProblem(null);
    unlock.mutate(values.passcode, {
      onSuccess: () => router.refresh(),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lock className="size-5" aria-hidden />
          This proposal is protected
        </CardTitle>
        <CardDescription>Enter the passcode you were given to open it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit}>
          <Field label="Passcode" error={form.errors.passcode ?? problem}>
            <Input type="password" autoComplete="off" autoFocus {...form.bind("passcode")} />
          </Field>
          <Button type="submit" disabled={unlock.isPending || !form.ready}>
            {unlock.isPending ? "Checking…" : "Open proposal"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
