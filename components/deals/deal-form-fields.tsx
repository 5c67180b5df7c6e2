"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { plainOptions, SimpleSelect } from "@/components/ui/simple-select";
import { isExclusiveLevel } from "@/lib/shared/exclusivity";
import { INDUSTRIES } from "@/lib/shared/profile";
import { DEAL_STATUSES, type DealStatus } from "@/lib/shared/deal-statuses";
import type { DealFormValues } from "@/lib/shared/schemas/deal";
import { ActivationPicker } from "./activation-picker";
import { CURRENCIES, LEVEL_SUGGESTIONS } from "@/lib/shared/deal-rules";
import { SponsorPicker } from "./sponsor-picker";

export type { DealFormValues };

type Errors = Partial<Record<string, string>>;
type Set = <K extends keyof DealFormValues>(key: K, value: DealFormValues[K]) => void;

/** The fields of a deal, shared by Add Sponsor and Edit. */
export function DealFormFields({
  values,
  errors,
  set,
}: {
  values: DealFormValues;
  errors: Errors;
  set: Set;
}) {
  const ids = {
    industry: useId(),
    status: useId(),
    currency: useId(),
    levels: useId(),
    exclusive: useId(),
  };
  const levelExclusive = isExclusiveLevel(values.sponsorshipLevel);
  return (
    <div className="grid gap-4">
      <SponsorPicker
        value={values}
        error={errors.sponsorName ?? errors.sponsorBrandId}
        onChange={(next) => {
          set("sponsorName", next.sponsorName);
          set("sponsorBrandId", next.sponsorBrandId);
        }}
        onPick={(brand) => {
          if (brand.industry) set("industry", brand.industry);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Industry" id={ids.industry} error={errors.industry}>
          <SimpleSelect
            id={ids.industry}
            value={values.industry || undefined}
            onValueChange={(v) => set("industry", v)}
            options={plainOptions(INDUSTRIES)}
            placeholder="Choose an industry"
          />
        </Field>
        <Field label="Sponsorship level" error={errors.sponsorshipLevel}>
          <Input
            list={ids.levels}
            maxLength={100}
            placeholder="e.g. Official Partner"
            value={values.sponsorshipLevel}
            onChange={(event) => set("sponsorshipLevel", event.target.value)}
          />
        </Field>
        <datalist id={ids.levels}>
          {LEVEL_SUGGESTIONS.map((level) => (
            <option key={level} value={level} />
          ))}
        </datalist>
      </div>
      <div className="flex items-start gap-2 rounded-md border p-3">
        <Checkbox
          id={ids.exclusive}
          checked={values.isExclusive || levelExclusive}
          disabled={levelExclusive}
          onCheckedChange={(checked) => set("isExclusive", checked === true)}
          aria-describedby={`${ids.exclusive}-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={ids.exclusive}>Exclusive in its category</Label>
          <p id={`${ids.exclusive}-hint`} className="text-xs text-muted-foreground">
            {levelExclusive
              ? "Title and Presenting rights are always exclusive in their industry."
              : "No other sponsor of this industry may hold rights at the same time."}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field
          label="Status"
          id={ids.status}
          error={errors.status}
          className="col-span-2 sm:col-span-1"
        >
          <SimpleSelect
            id={ids.status}
            value={values.status}
            onValueChange={(v) => set("status", v as DealStatus)}
            options={plainOptions(DEAL_STATUSES)}
          />
        </Field>
        <Field label="Deal value" error={errors.value ?? errors.valueCents}>
          <Input
            inputMode="decimal"
            placeholder="e.g. 2,500,000"
            value={values.value}
            onChange={(event) => set("value", event.target.value)}
          />
        </Field>
        <Field label="Currency" id={ids.currency} error={errors.currency}>
          <SimpleSelect
            id={ids.currency}
            value={values.currency}
            onValueChange={(v) => set("currency", v)}
            options={plainOptions([...new Set([...CURRENCIES, values.currency])])}
          />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Start date" error={errors.startDate}>
          <Input
            type="date"
            value={values.startDate}
            onChange={(e) => set("startDate", e.target.value)}
          />
        </Field>
        <Field label="End date" error={errors.endDate}>
          <Input
            type="date"
            value={values.endDate}
            onChange={(e) => set("endDate", e.target.value)}
          />
        </Field>
      </div>
      <ActivationPicker
        value={values.activationTypes}
        error={errors.activationTypes}
        onChange={(next) => set("activationTypes", next)}
      />
    </div>
  );
}
