"use client";

import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { useActivationLibrary } from "@/lib/client/hooks/use-creative";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import { useSpecificEvents } from "@/lib/client/hooks/use-specific-events";
import { useSponsorBrands } from "@/lib/client/hooks/use-sponsor-brands";
import { useDebounced } from "@/lib/client/use-debounced";

interface PickerProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

interface Option {
  value: number;
  label: string;
}

/** A labelled Radix Select of numeric options; chooses the first option when nothing is chosen. */
function OptionSelect({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  empty,
}: PickerProps & { options: Option[] | undefined; placeholder: string; empty: string }) {
  const first = options?.[0]?.value ?? null;
  const known = options?.some((option) => option.value === value) ?? false;
  useEffect(() => {
    if (options && !known && value !== first) onChange(first);
  }, [options, known, value, first, onChange]);
  return (
    <Field label={label} id={id}>
      <SimpleSelect
        id={id}
        value={known && value !== null ? String(value) : ""}
        onValueChange={(next) => onChange(Number(next))}
        disabled={!options || options.length === 0}
        options={(options ?? []).map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        placeholder={options && options.length === 0 ? empty : placeholder}
      />
    </Field>
  );
}

export function EventBrandPicker(props: PickerProps) {
  const { data } = useEventBrands();
  return (
    <OptionSelect
      {...props}
      options={data?.map((brand) => ({ value: brand.id, label: brand.name }))}
      placeholder="Loading event brands…"
      empty="No event brands yet"
    />
  );
}

export function SpecificEventPicker({
  brandId,
  ...props
}: PickerProps & { brandId: number | null }) {
  const { data } = useSpecificEvents(brandId);
  return (
    <OptionSelect
      {...props}
      options={brandId ? data?.map((event) => ({ value: event.id, label: event.name })) : []}
      placeholder="Loading events…"
      empty="No events for this brand"
    />
  );
}

/** Search the sponsor catalogue by name, then choose one of the first 20 results. */
export function SponsorPicker(props: PickerProps) {
  const [search, setSearch] = useState("");
  const query = useDebounced(search, 250).trim();
  const { data } = useSponsorBrands({ page: 1, pageSize: 20, sort: "name", search: query });
  return (
    <div className="grid gap-3">
      <Field label="Search sponsors">
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. Rolex"
        />
      </Field>
      <OptionSelect
        {...props}
        options={data?.items.map((sponsor) => ({ value: sponsor.id, label: sponsor.name }))}
        placeholder="Loading sponsors…"
        empty="No sponsor matches"
      />
    </div>
  );
}

/** Every generated activation idea, with its sponsor's name. */
export function ActivationPicker(props: PickerProps) {
  const { data } = useActivationLibrary({});
  return (
    <OptionSelect
      {...props}
      options={data?.map((idea) => ({
        value: idea.id,
        label: `${idea.title} — ${idea.sponsorName}`,
      }))}
      placeholder="Loading ideas…"
      empty="No activation ideas yet"
    />
  );
}
