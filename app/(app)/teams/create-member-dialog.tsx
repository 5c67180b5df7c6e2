"use client";

import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog, useDialogState } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { useCreateTeamMember } from "@/lib/client/hooks/use-team";
import { useZodForm } from "@/lib/client/use-form";
import { teamMemberCheck } from "@/lib/shared/account-form-checks";
import { RoleField } from "./role-field";

const EMPTY = { username: "", email: "", password: "", fullName: "", role: "user" as const };

export function CreateMemberDialog() {
  const dialog = useDialogState({ onClose: () => form.reset() });
  const form = useZodForm(teamMemberCheck, EMPTY);
  const create = useCreateTeamMember();
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button>
          <UserPlus className="size-4" aria-hidden /> Create user
        </Button>
      }
      title="Create user"
      description="Any email address may be used here; give the person their password securely."
      onSubmit={form.handleSubmit((input) =>
        create.mutate(input, {
          onSuccess: dialog.close,
          onError: form.onServerError("username"),
        }),
      )}
      submitLabel="Create user"
      pendingLabel="Creating..."
      pending={create.isPending}
    >
      <Field label="Username" error={form.errors.username}>
        <Input {...form.bind("username")} autoComplete="off" />
      </Field>
      <Field label="Email" error={form.errors.email}>
        <Input type="email" {...form.bind("email")} autoComplete="off" />
      </Field>
      <Field label="Full name (optional)" error={form.errors.fullName}>
        <Input {...form.bind("fullName")} />
      </Field>
      <Field label="Temporary password" error={form.errors.password} hint="At least 8 characters.">
        <Input type="password" {...form.bind("password")} autoComplete="new-password" />
      </Field>
      <RoleField value={form.values.role} onChange={(role) => form.setField("role", role)} />
    </FormDialog>
  );
}
