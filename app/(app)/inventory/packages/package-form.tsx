"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Button, Input } from "@/components/ui/lean";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/plain";
import { apiRequest, ApiError } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";
import { INDUSTRIES } from "@/lib/shared/profile";
import type { PackageAssetOption } from "@/lib/shared/schemas/inventory-package";

/** What the form starts from: an existing package's values, or empty ones. */
export type PackageFormValues = {
  name: string;
  description: string;
  price: string;
  currency: string;
  termSeasons: string;
  exclusiveCategory: string;
  items: Array<{ assetId: number; quantity: string }>;
};

export const EMPTY_PACKAGE: PackageFormValues = {
  name: "",
  description: "",
  price: "",
  currency: "USD",
  termSeasons: "1",
  exclusiveCategory: "",
  items: [],
};

const EXCLUSIVITY_OPTIONS = [
  { value: "", label: "None" },
  ...INDUSTRIES.map((industry) => ({ value: industry, label: industry })),
];

/** The typed price ("1,500,000" or "1500000.50") as a number; NaN when it is not one. */
const readAmount = (text: string) =>
  text.trim() === "" ? NaN : Number(text.replace(/[,\s]/g, ""));
const readWhole = (text: string) => (text.trim() === "" ? NaN : Number(text));

/**
 * Create or edit a package: its fields and its assets with quantities. The server checks every
 * rule and its message is shown as it is. Disabled (and marked busy) until the page is
 * interactive, so nothing is typed or pressed before the form can send it.
 */
export function PackageForm({
  mode,
  eventBrandId,
  packageId,
  initial,
  assets,
}: {
  mode: "create" | "edit";
  eventBrandId: number;
  packageId?: number;
  initial: PackageFormValues;
  assets: PackageAssetOption[];
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  const [adding, setAdding] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PackageFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  const available = assets.filter((asset) => !values.items.some((i) => i.assetId === asset.id));
  const setQuantity = (assetId: number, quantity: string) =>
    set({ items: values.items.map((i) => (i.assetId === assetId ? { ...i, quantity } : i)) });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const body = {
      name: values.name,
      description: values.description,
      price: readAmount(values.price),
      currency: values.currency,
      termSeasons: readWhole(values.termSeasons),
      exclusiveCategory: values.exclusiveCategory || null,
      items: values.items.map((i) => ({ assetId: i.assetId, quantity: readWhole(i.quantity) })),
    };
    try {
      if (mode === "create") {
        const created = await apiRequest<{ id: number }>(
          "POST",
          `/api/event-brands/${eventBrandId}/packages`,
          body,
        );
        router.push(`/inventory/packages/${created.id}`);
      } else {
        await apiRequest("PATCH", `/api/packages/${packageId}`, body);
        setSaved(true);
        router.refresh();
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The package could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  const ready = hydrated && !busy;
  return (
    <form onSubmit={submit} aria-busy={!hydrated} className="grid max-w-3xl gap-4">
      <fieldset disabled={!hydrated} className="grid gap-4 sm:grid-cols-2">
        <Field label="Package name" className="sm:col-span-2">
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
        <Field label="Description" className="sm:col-span-2">
          <Textarea
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Field>
        <Field label="Price per season" hint="Whole currency units, e.g. 1,500,000">
          <Input
            inputMode="decimal"
            value={values.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </Field>
        <Field label="Currency">
          <Input
            value={values.currency}
            maxLength={3}
            onChange={(e) => set({ currency: e.target.value })}
          />
        </Field>
        <Field label="Term (seasons)">
          <Input
            type="number"
            min={1}
            max={10}
            value={values.termSeasons}
            onChange={(e) => set({ termSeasons: e.target.value })}
          />
        </Field>
        <Field label="Category exclusivity">
          <NativeSelect
            value={values.exclusiveCategory}
            onValueChange={(exclusiveCategory) => set({ exclusiveCategory })}
            options={EXCLUSIVITY_OPTIONS}
          />
        </Field>
      </fieldset>

      <fieldset disabled={!hydrated} className="grid gap-3">
        <legend className="mb-2 font-medium">Assets</legend>
        {values.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No assets yet: add at least one.</p>
        ) : (
          <ul className="grid gap-2">
            {values.items.map((item) => {
              const asset = byId.get(item.assetId);
              const label = asset?.name ?? `Asset ${item.assetId}`;
              return (
                <li key={item.assetId} className="flex flex-wrap items-end gap-3">
                  <Field label={`Quantity of ${label}`} hint={asset?.unit} className="w-64">
                    <Input
                      type="number"
                      min={1}
                      value={item.quantity}
                      onChange={(e) => setQuantity(item.assetId, e.target.value)}
                    />
                  </Field>
                  <Button
                    variant="outline"
                    onClick={() =>
                      set({ items: values.items.filter((i) => i.assetId !== item.assetId) })
                    }
                  >
                    Remove<span className="sr-only"> {label}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {available.length > 0 ? (
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Asset to add" className="w-72">
              <NativeSelect
                value={adding}
                onValueChange={setAdding}
                placeholder="Choose an asset"
                options={available.map((asset) => ({ value: String(asset.id), label: asset.name }))}
              />
            </Field>
            <Button
              variant="outline"
              disabled={!adding}
              onClick={() => {
                set({ items: [...values.items, { assetId: Number(adding), quantity: "1" }] });
                setAdding("");
              }}
            >
              Add asset
            </Button>
          </div>
        ) : null}
      </fieldset>

      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-muted-foreground">
          Saved.
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!ready} aria-busy={!hydrated}>
          {mode === "create" ? "Create package" : "Save package"}
          {hydrated ? null : <span className="sr-only"> (loading)</span>}
        </Button>
        {mode === "edit" && packageId ? (
          <DeletePackage packageId={packageId} eventBrandId={eventBrandId} ready={ready} />
        ) : null}
      </div>
    </form>
  );
}

/** Delete in two steps: the first press asks, the second deletes. */
function DeletePackage({
  packageId,
  eventBrandId,
  ready,
}: {
  packageId: number;
  eventBrandId: number;
  ready: boolean;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!asking) {
    return (
      <Button variant="outline" disabled={!ready} onClick={() => setAsking(true)}>
        Delete package
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="destructive"
        onClick={async () => {
          try {
            await apiRequest("DELETE", `/api/packages/${packageId}`);
            router.push(`/inventory/packages?eventBrandId=${eventBrandId}`);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : "Could not delete it.");
          }
        }}
      >
        Confirm delete
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        Cancel
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
