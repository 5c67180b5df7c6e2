"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { bindText } from "@/lib/client/use-form";

export type EventFormValues = {
  name: string;
  startDate: string;
  endDate: string;
  locationName: string;
  locationCountry: string;
  description: string;
  bannerImage: string;
};

/** The fields of an event, shared by Add Event and Edit Event. */
export function EventFormFields({
  values,
  errors,
  onChange,
}: {
  values: { [K in keyof EventFormValues]?: string | null };
  errors: Partial<Record<string, string>>;
  onChange: (key: keyof EventFormValues, value: string) => void;
}) {
  const bind = bindText(values, onChange);
  return (
    <>
      <Field label="Event name" error={errors.name}>
        <Input {...bind("name")} maxLength={255} placeholder="e.g. LIV Golf Riyadh" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start date" error={errors.startDate}>
          <Input type="date" {...bind("startDate")} />
        </Field>
        <Field label="End date" error={errors.endDate}>
          <Input type="date" {...bind("endDate")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Venue" error={errors.locationName}>
          <Input {...bind("locationName")} maxLength={255} placeholder="e.g. Riyadh Golf Club" />
        </Field>
        <Field label="Country" error={errors.locationCountry}>
          <Input {...bind("locationCountry")} maxLength={100} placeholder="e.g. Saudi Arabia" />
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <Textarea {...bind("description")} rows={3} maxLength={5000} />
      </Field>
      <Field
        label="Banner image URL (optional)"
        hint="An http(s) address of a wide image, shown on the event's card and page."
        error={errors.bannerImage}
      >
        <Input
          type="url"
          {...bind("bannerImage")}
          maxLength={1000}
          placeholder="https://example.com/banner.jpg"
        />
      </Field>
    </>
  );
}
