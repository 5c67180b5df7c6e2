"use client";

import { Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { plainOptions, SimpleSelect } from "@/components/ui/simple-select";
import { Textarea } from "@/components/ui/textarea";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BAND_RANGES_USD,
  BUDGET_BANDS,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INDUSTRIES,
  INTERESTS,
  REGIONS,
} from "@/lib/shared/profile";
import type { SponsorCreateBody, SponsorFormState } from "@/lib/shared/schemas/sponsor";
import { CheckboxGroup } from "./checkbox-group";
import { bodyFromForm, missingProfileParts, profileStarted } from "./sponsor-form-model";

// The form's zod schema arrives in a chunk of its own, after the page.
const sponsorFormSchema = lazySchema(() =>
  import("@/lib/shared/schemas/sponsor").then((m) => m.sponsorFormSchema),
);

const humanise = (text: string) => text.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/**
 * A sponsor's facts and matching profile. The profile is optional, but without it the match is a
 * neutral placeholder, so the form says what is still missing.
 */
export function SponsorForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onDirtyChange,
}: {
  initial: SponsorFormState;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: SponsorCreateBody, onError: (error: unknown) => void) => void;
  /** Told whether the form holds unsaved changes (a dialog asks before it closes). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  // Leaving the page or following a link with unsaved changes asks first.
  const state = useLazyZodForm(sponsorFormSchema, initial, { guard: !pending });
  const { values: form, errors } = state;
  const set = state.setField;
  const missing = missingProfileParts(form);
  useEffect(() => onDirtyChange?.(state.dirty), [onDirtyChange, state.dirty]);

  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={state.handleSubmit((checked) =>
        onSubmit(bodyFromForm(checked), (error) => state.applyServerError(error)),
      )}
    >
      <section className="grid gap-4">
        <h2 className="text-lg font-semibold">The brand</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            <Input {...state.bind("name")} maxLength={255} placeholder="e.g. Rolex" />
          </Field>
          <Field id="sponsor-industry" label="Industry" error={errors.industry}>
            <SimpleSelect
              id="sponsor-industry"
              value={form.industry}
              onValueChange={(value) => set("industry", value)}
              options={plainOptions(INDUSTRIES)}
              placeholder="Choose an industry"
            />
          </Field>
          <Field label="Headquarters" error={errors.headquarters} hint="City, Country">
            <Input {...state.bind("headquarters")} maxLength={255} />
          </Field>
          <Field label="Website" error={errors.website}>
            <Input {...state.bind("website")} maxLength={500} placeholder="www.example.com" />
          </Field>
        </div>
        <Field label="Overview" error={errors.overview}>
          <Textarea {...state.bind("overview")} rows={4} maxLength={5000} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
          <Field label="Annual revenue (US$ millions)" error={errors.annualRevenue}>
            <Input
              {...state.bind("revenueMillions")}
              inputMode="decimal"
              placeholder="e.g. 11500"
            />
          </Field>
          <Field label="Year">
            <Input {...state.bind("revenueYear")} inputMode="numeric" maxLength={4} />
          </Field>
          <CheckboxField
            id="revenue-estimate"
            label="Estimate"
            checked={form.revenueIsEstimate}
            onCheckedChange={(checked) => set("revenueIsEstimate", checked)}
            className="pb-2"
          />
        </div>
      </section>

      <section className="grid gap-5">
        <div>
          <h2 className="text-lg font-semibold">Matching profile</h2>
          <p className="text-sm text-muted-foreground">
            Who the brand reaches and what it stands for: the match score is computed from these.
          </p>
        </div>
        {profileStarted(form) && missing.length > 0 ? (
          <Alert variant="warning">
            <AlertDescription>
              Still needed for a match score: {missing.join(", ")}. Without them the match is a
              neutral placeholder.
            </AlertDescription>
          </Alert>
        ) : null}
        <Field id="sponsor-budget" label="Estimated yearly sports-sponsorship budget">
          <SimpleSelect
            id="sponsor-budget"
            className="sm:w-80"
            value={form.budgetBand}
            onValueChange={(value) => set("budgetBand", value as SponsorFormState["budgetBand"])}
            options={BUDGET_BANDS.map((band) => ({
              value: band,
              label: `${band}: ${BUDGET_BAND_RANGES_USD[band].label}`,
            }))}
            placeholder="Choose a budget band"
          />
        </Field>
        <CheckboxGroup
          legend="Market regions"
          options={REGIONS}
          value={form.regions}
          onChange={(next) => set("regions", next)}
          columns="sm:grid-cols-4"
        />
        <Field label="Key countries" hint="ISO codes, home market first, e.g. CH, US, GB">
          <Input {...state.bind("countries")} />
        </Field>
        <CheckboxGroup
          legend="Audience age bands"
          options={AGE_BANDS}
          value={form.ageBands}
          onChange={(next) => set("ageBands", next)}
          columns="sm:grid-cols-6"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="sponsor-gender" label="Gender mix">
            <SimpleSelect
              id="sponsor-gender"
              value={form.genderSkew}
              onValueChange={(value) => set("genderSkew", value as SponsorFormState["genderSkew"])}
              options={GENDER_SKEWS.map((skew) => ({ value: skew, label: humanise(skew) }))}
              placeholder="Choose"
            />
          </Field>
          <Field id="sponsor-income" label="Income of the core customer">
            <SimpleSelect
              id="sponsor-income"
              value={form.income}
              onValueChange={(value) => set("income", value as SponsorFormState["income"])}
              options={INCOME_LEVELS.map((level) => ({ value: level, label: humanise(level) }))}
              placeholder="Choose"
            />
          </Field>
        </div>
        <CheckboxGroup
          legend="Audience interests"
          options={INTERESTS}
          value={form.interests}
          onChange={(next) => set("interests", next)}
          format={humanise}
          columns="sm:grid-cols-5"
        />
        <CheckboxGroup
          legend="Brand values (2 to 8)"
          options={BRAND_VALUES}
          value={form.brandValues}
          onChange={(next) => set("brandValues", next)}
          format={humanise}
          columns="sm:grid-cols-4"
        />
        <SponsorshipRows rows={form.sponsorships} onChange={(next) => set("sponsorships", next)} />
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function SponsorshipRows({
  rows,
  onChange,
}: {
  rows: SponsorFormState["sponsorships"];
  onChange: (rows: SponsorFormState["sponsorships"]) => void;
}) {
  const update = (index: number, key: "property" | "sport" | "since", value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Known sports sponsorships</legend>
      {rows.map((row, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[2fr_1fr_6rem_auto]">
          <Input
            aria-label={`Sponsorship ${index + 1} property`}
            placeholder="Property, e.g. The Open"
            value={row.property}
            onChange={(e) => update(index, "property", e.target.value)}
          />
          <Input
            aria-label={`Sponsorship ${index + 1} sport`}
            placeholder="Sport"
            value={row.sport}
            onChange={(e) => update(index, "sport", e.target.value)}
          />
          <Input
            aria-label={`Sponsorship ${index + 1} since`}
            placeholder="Since"
            inputMode="numeric"
            maxLength={4}
            value={row.since}
            onChange={(e) => update(index, "since", e.target.value)}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove sponsorship ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...rows, { property: "", sport: "", since: "" }])}
      >
        <Plus className="size-4" aria-hidden /> Add a sponsorship
      </Button>
    </fieldset>
  );
}
