"use client";

import { Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useInviteMember } from "@/lib/client/hooks/use-invitations";
import { useZodForm } from "@/lib/client/use-form";
import { invitationCreateSchema } from "@/lib/shared/schemas/account";
import { RoleField } from "./role-field";

/** Invite by email: the invitee chooses a username and password through the emailed link. */
export function InviteMemberDialog() {
  const [open, setOpen] = useState(false);
  const form = useZodForm(invitationCreateSchema, { email: "", role: "user" as const });
  const invite = useInviteMember();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail className="size-4" aria-hidden /> Invite member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const input = form.validate();
            if (!input) return;
            invite.mutate(input, {
              onSuccess: () => {
                setOpen(false);
                form.reset();
              },
              onError: (error) => {
                if (!form.applyServerError(error)) form.setErrors({ email: error.message });
              },
            });
          }}
        >
          <DialogHeader>
            <DialogTitle>Invite member</DialogTitle>
            <DialogDescription>
              We email a link that works for 7 days; the invitee chooses a username and password.
              Any address may be invited, on the registration allow-list or not.
            </DialogDescription>
          </DialogHeader>
          <Field label="Email" error={form.errors.email}>
            <Input type="email" autoComplete="off" {...form.bind("email")} />
          </Field>
          <RoleField value={form.values.role} onChange={(role) => form.setField("role", role)} />
          <DialogFooter>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
