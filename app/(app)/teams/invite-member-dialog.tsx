"use client";

import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog, useDialogState } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { useInviteMember } from "@/lib/client/hooks/use-invitations";
import { useZodForm } from "@/lib/client/use-form";
import { invitationCheck } from "@/lib/shared/account-form-checks";
import { RoleField } from "./role-field";

/** Invite by email: the invitee chooses a username and password through the emailed link. */
export function InviteMemberDialog() {
  const dialog = useDialogState({ onClose: () => form.reset() });
  const form = useZodForm(invitationCheck, { email: "", role: "user" as const });
  const invite = useInviteMember();
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="outline">
          <Mail className="size-4" aria-hidden /> Invite member
        </Button>
      }
      title="Invite member"
      description="We email a link that works for 7 days; the invitee chooses a username and password. Any address may be invited, on the registration allow-list or not."
      onSubmit={form.handleSubmit((input) =>
        invite.mutate(input, {
          onSuccess: () => {
            dialog.close();
            form.reset();
          },
          onError: form.onServerError("email"),
        }),
      )}
      submitLabel="Send invitation"
      pendingLabel="Sending..."
      pending={invite.isPending}
    >
      <Field label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="off" {...form.bind("email")} />
      </Field>
      <RoleField value={form.values.role} onChange={(role) => form.setField("role", role)} />
    </FormDialog>
  );
}
