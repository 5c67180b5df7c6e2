"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminActions } from "@/components/events/admin-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useDeleteEventBrand, useUpdateEventBrand } from "@/lib/client/hooks/use-event-brands";
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
  const set =
    (key: keyof ReturnType<typeof fieldsOf>) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value }));
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
            <Input value={values.name} onChange={set("name")} maxLength={255} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Website">
              <Input value={values.website} onChange={set("website")} maxLength={500} />
            </Field>
            <Field label="Industry">
              <Input value={values.industry} onChange={set("industry")} maxLength={100} />
            </Field>
          </div>
          <Field label="Description">
            <Textarea
              value={values.description}
              onChange={set("description")}
              rows={4}
              maxLength={5000}
            />
          </Field>
          <Field label="Audience">
            <Textarea
              value={values.audience}
              onChange={set("audience")}
              rows={3}
              maxLength={2000}
            />
          </Field>
        </>
      }
      deleteDescription="This cannot be undone. A property that still has events or sponsor deals cannot be deleted."
      onDelete={() => remove.mutate(brand, { onSuccess: () => router.push("/event-brands") })}
    />
  );
}
