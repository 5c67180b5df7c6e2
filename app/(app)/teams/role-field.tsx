"use client";

import { Field } from "@/components/ui/field";
import { SimpleSelect } from "@/components/ui/simple-select";
import type { Role } from "@/lib/shared/schemas/user";

const ROLE_OPTIONS = [
  { value: "user", label: "User" },
  { value: "admin", label: "Admin" },
] as const;

/** The role an admin gives an account or an invitation. */
export function RoleField({
  value,
  onChange,
}: {
  value: Role | undefined;
  onChange: (role: Role) => void;
}) {
  return (
    <Field label="Role">
      <SimpleSelect
        value={value ?? "user"}
        onValueChange={(next) => onChange(next === "admin" ? "admin" : "user")}
        options={ROLE_OPTIONS}
      />
    </Field>
  );
}
