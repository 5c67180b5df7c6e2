"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useUpdateProfile } from "@/lib/client/hooks/use-user";
import { bindText } from "@/lib/client/use-form";
import type { PublicUser } from "@/lib/shared/schemas/user";

type ProfileFields = { fullName: string; company: string; jobTitle: string; bio: string };

const fieldsOf = (user: PublicUser): ProfileFields => ({
  fullName: user.fullName ?? "",
  company: user.company ?? "",
  jobTitle: user.jobTitle ?? "",
  bio: user.bio ?? "",
});

export function ProfileForm({ user }: { user: PublicUser }) {
  const saved = fieldsOf(user);
  const [values, setValues] = useState<ProfileFields>(saved);
  const update = useUpdateProfile();
  const changed = (Object.keys(values) as Array<keyof ProfileFields>).some(
    (key) => values[key] !== saved[key],
  );
  const bind = bindText(values, (key, value) =>
    setValues((current) => ({ ...current, [key]: value })),
  );

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(values, { onSuccess: (next) => setValues(fieldsOf(next)) });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name">
          <Input {...bind("fullName")} maxLength={255} autoComplete="name" />
        </Field>
        <Field label="Company">
          <Input {...bind("company")} maxLength={255} autoComplete="organization" />
        </Field>
      </div>
      <Field label="Job Title">
        <Input {...bind("jobTitle")} maxLength={255} autoComplete="organization-title" />
      </Field>
      <Field label="Bio">
        <Textarea {...bind("bio")} maxLength={2000} rows={4} />
      </Field>
      <div>
        <Button type="submit" disabled={!changed || update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
