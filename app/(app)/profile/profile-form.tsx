"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useUpdateProfile } from "@/lib/client/hooks/use-user";
import { useZodForm } from "@/lib/client/use-form";
import { profileCheck } from "@/lib/shared/account-form-checks";
import type { PublicUser } from "@/lib/shared/schemas/user";

type ProfileFields = { fullName: string; company: string; jobTitle: string; bio: string };

const fieldsOf = (user: PublicUser): ProfileFields => ({
  fullName: user.fullName ?? "",
  company: user.company ?? "",
  jobTitle: user.jobTitle ?? "",
  bio: user.bio ?? "",
});

export function ProfileForm({ user }: { user: PublicUser }) {
  const form = useZodForm(profileCheck, fieldsOf(user));
  const update = useUpdateProfile();

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        update.mutate(input, {
          onSuccess: (next) => form.reset(fieldsOf(next)),
          onError: form.onServerError(),
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" error={form.errors.fullName}>
          <Input {...form.bind("fullName")} maxLength={255} autoComplete="name" />
        </Field>
        <Field label="Company" error={form.errors.company}>
          <Input {...form.bind("company")} maxLength={255} autoComplete="organization" />
        </Field>
      </div>
      <Field label="Job Title" error={form.errors.jobTitle}>
        <Input {...form.bind("jobTitle")} maxLength={255} autoComplete="organization-title" />
      </Field>
      <Field label="Bio" error={form.errors.bio}>
        <Textarea {...form.bind("bio")} maxLength={2000} rows={4} />
      </Field>
      <div>
        <Button type="submit" disabled={!form.dirty || update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
