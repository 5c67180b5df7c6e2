"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminActions } from "@/components/events/admin-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useDeleteEventBrand, useUpdateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { bindText } from "@/lib/client/use-form";
import { EVENT_BRAND_MESSAGES, type EventBrand } from "@/lib/shared/schemas/event-brand";

const fieldsOf = (brand: EventBrand) => ({
  name: brand.name,
  website: brand.website ?? "",
  industry: brand.industry ?? "",
  description: brand.description ?? "",
  audience: brand.audience ?? "",
});

/** Edit and delete a property (admins). Delete is refused while events or deals refer to it. */
export function BrandAdminActions({ brand }: { brand: EventBrand }) {
  const [values, setValues] = useState(fieldsOf(brand));
  const update = useUpdateEventBrand(brand.id);
  const remove = useDeleteEventBrand();
  const router = useRouter();
  const bind = bindText(values, (key, value) =>
    setValues((current) => ({ ...current, [key]: value })),
  );
  const blank = values.name.trim() === "";

  return (
    <AdminActions
      name={brand.name}
      onEditOpen={() => setValues(fieldsOf(brand))}
      saving={update.isPending}
      canSave={!blank}
      onSave={(close) => update.mutate(values, { onSuccess: close })}
      fields={
        <>
          <Field label="Name" error={blank ? EVENT_BRAND_MESSAGES.nameRequired : null}>
            <Input {...bind("name")} maxLength={255} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Website">
              <Input {...bind("website")} maxLength={500} />
            </Field>
            <Field label="Industry">
              <Input {...bind("industry")} maxLength={100} />
            </Field>
          </div>
          <Field label="Description">
            <Textarea {...bind("description")} rows={4} maxLength={5000} />
          </Field>
          <Field label="Audience">
            <Textarea {...bind("audience")} rows={3} maxLength={2000} />
          </Field>
        </>
      }
      deleteDescription="This cannot be undone. A property that still has events or sponsor deals cannot be deleted."
      onDelete={() => remove.mutate(brand, { onSuccess: () => router.push("/event-brands") })}
    />
  );
}
