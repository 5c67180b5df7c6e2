"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ErrorBox, Field, Input } from "@/components/ui/lean";
import { apiRequest, ApiError } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";
import { ASSET_CATEGORIES, ASSET_SCOPES, AUDIENCE_CHANNELS } from "@/lib/shared/inventory";

/** The asset as the form edits it: typed text, read as numbers when it is sent. */
export type AssetFormValues = {
  name: string;
  category: string;
  description: string;
  unit: string;
  scope: string;
  quantity: string;
  listPrice: string;
  floorPrice: string;
  currency: string;
  isExclusive: boolean;
  specificEventIds: number[];
  exposure: Record<(typeof AUDIENCE_CHANNELS)[number], string>;
};

export type EventOption = { id: number; label: string };

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring";

/** Numbers as typed; text that is not one is sent as it is, so the API names the problem. */
function asNumber(text: string): number | string {
  const clean = text.replace(/[,\s]/g, "");
  return clean !== "" && Number.isFinite(Number(clean)) ? Number(clean) : text;
}

function toBody(values: AssetFormValues) {
  const exposure = Object.fromEntries(
    AUDIENCE_CHANNELS.filter((channel) => values.exposure[channel].trim() !== "").map((channel) => [
      channel,
      asNumber(values.exposure[channel]),
    ]),
  );
  return {
    name: values.name,
    category: values.category,
    description: values.description,
    unit: values.unit,
    scope: values.scope,
    quantity: asNumber(values.quantity),
    listPrice: values.listPrice.trim() === "" ? undefined : asNumber(values.listPrice),
    floorPrice: values.floorPrice.trim() === "" ? null : asNumber(values.floorPrice),
    currency: values.currency,
    isExclusive: values.isExclusive,
    specificEventIds: values.specificEventIds,
    exposure,
  };
}

/** The field a 400's detail points at ("body.floorPrice" → "floorPrice"). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const found: Record<string, string> = {};
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof detail.path !== "string" || typeof detail.message !== "string") continue;
    const field = detail.path.split(".")[1];
    if (field && !found[field]) found[field] = detail.message;
  }
  return found;
}

/**
 * Add or edit an asset (admins): posts to the API and goes back to the rate card. The floor price
 * is shown here, to admins only; it never reaches a sponsor.
 */
export function AssetForm({
  eventBrandId,
  assetId,
  initial,
  events,
}: {
  eventBrandId: number;
  assetId?: number;
  initial: AssetFormValues;
  events: EventOption[];
}) {
  const router = useRouter();
  // Typing before the page is interactive would be lost: the button waits for it.
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AssetFormValues>(key: K, value: AssetFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setErrors({});
    try {
      if (assetId) await apiRequest("PATCH", `/api/assets/${assetId}`, toBody(values));
      else await apiRequest("POST", `/api/event-brands/${eventBrandId}/assets`, toBody(values));
      router.push(`/inventory?eventBrandId=${eventBrandId}`);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setErrors(fieldErrors(caught));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4" noValidate>
      {error ? <ErrorBox title="The asset was not saved">{error}</ErrorBox> : null}
      <Field label="Name" error={errors.name}>
        <Input value={values.name} onChange={(e) => set("name", e.target.value)} required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.category}>
          <select
            value={values.category}
            onChange={(e) => set("category", e.target.value)}
            className={SELECT_CLASS}
          >
            {ASSET_CATEGORIES.map((category) => (
              <option key={category.key} value={category.key}>
                {category.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Counted" error={errors.scope}>
          <select
            value={values.scope}
            onChange={(e) => set("scope", e.target.value)}
            className={SELECT_CLASS}
          >
            {ASSET_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {scope === "event" ? "Per event" : "Per season"}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <textarea
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          rows={3}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:border-ring"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Unit" hint='How it is sold, e.g. "per sign per event"' error={errors.unit}>
          <Input value={values.unit} onChange={(e) => set("unit", e.target.value)} />
        </Field>
        <Field
          label="Quantity"
          hint="Units available at each event, or in the season"
          error={errors.quantity}
        >
          <Input
            inputMode="numeric"
            value={values.quantity}
            onChange={(e) => set("quantity", e.target.value)}
          />
        </Field>
        <Field
          label="List price"
          hint="Per unit (per event for event assets)"
          error={errors.listPrice}
        >
          <Input
            inputMode="decimal"
            value={values.listPrice}
            onChange={(e) => set("listPrice", e.target.value)}
          />
        </Field>
        <Field
          label="Floor price"
          hint="Internal: the lowest you would accept. Never shown to sponsors."
          error={errors.floorPrice}
        >
          <Input
            inputMode="decimal"
            value={values.floorPrice}
            onChange={(e) => set("floorPrice", e.target.value)}
          />
        </Field>
        <Field label="Currency" error={errors.currency}>
          <Input
            value={values.currency}
            maxLength={3}
            onChange={(e) => set("currency", e.target.value)}
          />
        </Field>
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={values.isExclusive}
            onChange={(e) => set("isExclusive", e.target.checked)}
            className="size-4"
          />
          Exclusive in its industry
        </label>
      </div>
      <fieldset className="grid gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Audience reached by one unit (0 to 1)</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {AUDIENCE_CHANNELS.map((channel) => (
            <Field key={channel} label={`Share of ${channel}`} error={errors.exposure}>
              <Input
                inputMode="decimal"
                value={values.exposure[channel]}
                onChange={(e) => set("exposure", { ...values.exposure, [channel]: e.target.value })}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      {events.length > 0 ? (
        <fieldset className="grid gap-1 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Events it applies to</legend>
          <p className="text-xs text-muted-foreground">None ticked: every event of the season.</p>
          {errors.specificEventIds ? (
            <p className="text-sm font-medium text-destructive">{errors.specificEventIds}</p>
          ) : null}
          <div className="grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2">
            {events.map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={values.specificEventIds.includes(option.id)}
                  onChange={(e) =>
                    set(
                      "specificEventIds",
                      e.target.checked
                        ? [...values.specificEventIds, option.id]
                        : values.specificEventIds.filter((id) => id !== option.id),
                    )
                  }
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending || !hydrated}>
          {pending ? "Saving…" : assetId ? "Save asset" : "Add asset"}
        </Button>
      </div>
    </form>
  );
}
