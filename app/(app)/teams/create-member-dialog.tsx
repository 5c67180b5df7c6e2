"use client";

import { UserPlus } from "lucide-react";
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
import { useCreateTeamMember } from "@/lib/client/hooks/use-team";
import { useZodForm } from "@/lib/client/use-form";
import { teamMemberCreateSchema } from "@/lib/shared/schemas/user";
import { RoleField } from "./role-field";

const EMPTY = { username: "", email: "", password: "", fullName: "", role: "user" as const };

export function CreateMemberDialog() {
  const [open, setOpen] = useState(false);
  const form = useZodForm(teamMemberCreateSchema, EMPTY);
  const create = useCreateTeamMember();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" aria-hidden /> Create user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const input = form.validate();
            if (!input) return;
            create.mutate(input, {
              onSuccess: () => setOpen(false),
              onError: (error) => {
                if (!form.applyServerError(error)) form.setErrors({ username: error.message });
              },
            });
          }}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Create user</DialogTitle>
            <DialogDescription>
              Any email address may be used here; give the person their password securely.
            </DialogDescription>
          </DialogHeader>
          <Field label="Username" error={form.errors.username}>
            <Input {...form.bind("username")} autoComplete="off" />
          </Field>
          <Field label="Email" error={form.errors.email}>
            <Input type="email" {...form.bind("email")} autoComplete="off" />
          </Field>
          <Field label="Full name (optional)" error={form.errors.fullName}>
            <Input {...form.bind("fullName")} />
          </Field>
          <Field
            label="Temporary password"
            error={form.errors.password}
            hint="At least 8 characters."
          >
            <Input type="password" {...form.bind("password")} autoComplete="new-password" />
          </Field>
          <RoleField value={form.values.role} onChange={(role) => form.setField("role", role)} />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create user"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
