"use client";

import { useRouter } from "next/navigation";
import { AdminActions } from "@/components/events/admin-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useDeleteEventBrand, useUpdateEventBrand } from "@/lib/client/hooks/use-event-brands";
import { useZodForm } from "@/lib/client/use-form";
import { EVENT_BRAND_MESSAGES, eventBrandFormCheck } from "@/lib/shared/event-brand-form";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

const fieldsOf = (brand: EventBrand) => ({
  name: brand.name,
  website: brand.website ?? "",
  industry: brand.industry ?? "",
  description: brand.description ?? "",
  audience: brand.audience ?? "",
});

/**
 * Edit and delete a property (admins). The form is checked by the shared form check (the name rule
 * included); closing it or leaving the page with unsaved changes asks first. Delete is refused
 * while events or deals refer to the property.
 */
export function BrandAdminActions({ brand }: { brand: EventBrand }) {
  const form = useZodForm(eventBrandFormCheck, fieldsOf(brand), { guard: true });
  const update = useUpdateEventBrand(brand.id);
  const remove = useDeleteEventBrand();
  const router = useRouter();
  const { bind, errors } = form;
  const blank = String(form.values.name ?? "").trim() === "";

  return (
    <AdminActions
      name={brand.name}
      onEditOpen={() => form.reset(fieldsOf(brand))}
      confirmDiscard={form.confirmDiscard}
      saving={update.isPending}
      canSave={!blank}
      onSave={(close) =>
        form.handleSubmit((input) =>
          update.mutate(input, {
            onSuccess: (saved) => {
              form.reset(fieldsOf(saved));
              close();
            },
            onError: form.onServerError(),
          }),
        )()
      }
      fields={
        <>
          <Field label="Name" error={blank ? EVENT_BRAND_MESSAGES.nameRequired : errors.name}>
            <Input {...bind("name")} maxLength={255} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Website" error={errors.website}>
              <Input {...bind("website")} maxLength={500} />
            </Field>
            <Field label="Industry" error={errors.industry}>
              <Input {...bind("industry")} maxLength={100} />
            </Field>
          </div>
          <Field label="Description" error={errors.description}>
            <Textarea {...bind("description")} rows={4} maxLength={5000} />
          </Field>
          <Field label="Audience" error={errors.audience}>
            <Textarea {...bind("audience")} rows={3} maxLength={2000} />
          </Field>
        </>
      }
      deleteDescription="This cannot be undone. A property that still has events or sponsor deals cannot be deleted."
      onDelete={() => remove.mutate(brand, { onSuccess: () => router.push("/event-brands") })}
    />
  );
}
