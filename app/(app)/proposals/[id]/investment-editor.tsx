"use client";

import { TriangleAlert } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { assetCategoryLabel } from "@/lib/shared/inventory";
import {
  exclusivityText,
  investmentMoney,
  seasonsText,
  type InvestmentOptions,
} from "@/lib/shared/proposal-investment";
import type { InvestmentInput, InvestmentView } from "@/lib/shared/schemas/proposal-investment";

/** The Investment as the builder edits it: text fields as typed, turned into the body on save. */
export interface InvestmentDraft {
  mode: "none" | "package" | "items";
  packageId: string;
  /** Asset id → quantity as typed ("" or "0": not offered). */
  quantities: Record<string, string>;
  pricePerSeason: string;
  termSeasons: string;
}

export function investmentDraftOf(
  investment: InvestmentView | null,
  options: InvestmentOptions,
): InvestmentDraft {
  if (!investment)
    return { mode: "none", packageId: "", quantities: {}, pricePerSeason: "", termSeasons: "1" };
  const fromPackage =
    investment.packageId !== null && options.packages.some((p) => p.id === investment.packageId);
  return {
    mode: fromPackage ? "package" : "items",
    packageId: fromPackage ? String(investment.packageId) : "",
    quantities: Object.fromEntries(
      investment.items.map((item) => [String(item.assetId), String(item.quantity)]),
    ),
    pricePerSeason: String(investment.pricePerSeason),
    termSeasons: String(investment.termSeasons),
  };
}

/** A typed amount as a number ("1,500,000" → 1500000); NaN when it is not one (the API says why). */
const amountOf = (text: string) => Number(text.replace(/[,\s$]/g, ""));

/** The request body's `investment` for a draft. */
export function investmentInputOf(draft: InvestmentDraft): InvestmentInput {
  if (draft.mode === "none") return null;
  const price = draft.pricePerSeason.trim() ? amountOf(draft.pricePerSeason) : undefined;
  const term = draft.termSeasons.trim() ? Number(draft.termSeasons) : undefined;
  if (draft.mode === "package")
    return { packageId: Number(draft.packageId), pricePerSeason: price, termSeasons: term };
  const items = Object.entries(draft.quantities)
    .filter(([, quantity]) => quantity.trim() && Number(quantity) !== 0)
    .map(([assetId, quantity]) => ({ assetId: Number(assetId), quantity: Number(quantity) }));
  return { items, pricePerSeason: price, termSeasons: term };
}

const MODES = [
  { value: "none", label: "No investment" },
  { value: "package", label: "A package" },
  { value: "items", label: "Assets one by one" },
] as const;

/**
 * The builder's Investment section: one of the property's packages (its price and term filled in,
 * both changeable) or its assets with quantities, a price per season and a term; it shows the total
 * and the exclusivity granted. The rate card, floors and the below-floor warning are the seller's
 * own and are marked so; the saved proposal's figures are the ones checked against the floor.
 */
export function InvestmentEditor({
  draft,
  saved,
  options,
  readOnly,
  onChange,
}: {
  draft: InvestmentDraft;
  saved: InvestmentView | null;
  options: InvestmentOptions | null;
  readOnly: boolean;
  onChange: (draft: InvestmentDraft) => void;
}) {
  const set = (change: Partial<InvestmentDraft>) => onChange({ ...draft, ...change });
  const pkg = options?.packages.find((p) => String(p.id) === draft.packageId);
  const currency = pkg?.currency ?? options?.assets[0]?.currency ?? saved?.currency ?? "USD";
  const price = amountOf(draft.pricePerSeason);
  const term = Number(draft.termSeasons);
  const total = Number.isFinite(price) && Number.isInteger(term) ? price * term : null;
  const exclusivity =
    draft.mode === "package"
      ? exclusivityText(pkg?.exclusiveCategory ?? null)
      : options?.assets.some((a) => a.isExclusive && Number(draft.quantities[String(a.id)]) > 0)
        ? "Category exclusivity in the sponsor's industry"
        : exclusivityText(null);
  const choosePackage = (value: string) => {
    const chosen = options?.packages.find((p) => String(p.id) === value);
    set({
      packageId: value,
      pricePerSeason: chosen ? String(chosen.pricePerSeason) : draft.pricePerSeason,
      termSeasons: chosen ? String(chosen.termSeasons) : draft.termSeasons,
    });
  };

  return (
    <Card data-testid="investment-editor">
      <CardHeader>
        <CardTitle className="text-base">Investment</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!options ? (
          <p className="text-sm text-muted-foreground">
            This proposal has no property, so it cannot be priced from an inventory.
          </p>
        ) : (
          <>
            <fieldset className="flex flex-wrap gap-4" disabled={readOnly}>
              <legend className="mb-2 text-sm font-medium">What is offered</legend>
              {MODES.map((mode) => (
                <label key={mode.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="investment-mode"
                    value={mode.value}
                    checked={draft.mode === mode.value}
                    onChange={() => set({ mode: mode.value })}
                  />
                  {mode.label}
                </label>
              ))}
            </fieldset>
            {draft.mode === "package" ? (
              <Field label="Package" id="investment-package">
                <SimpleSelect
                  id="investment-package"
                  value={draft.packageId}
                  disabled={readOnly}
                  placeholder={options.packages.length ? "Choose a package" : "No packages yet"}
                  onValueChange={choosePackage}
                  options={options.packages.map((p) => ({ value: String(p.id), label: p.name }))}
                />
              </Field>
            ) : null}
            {draft.mode === "package" && pkg ? (
              <ul className="grid gap-1 text-sm" aria-label="The package's assets">
                {pkg.items.map((item) => (
                  <li key={item.assetId}>
                    {item.quantity} ×{" "}
                    {options.assets.find((a) => a.id === item.assetId)?.name ?? "Asset"}
                  </li>
                ))}
              </ul>
            ) : null}
            {draft.mode === "items" ? (
              <ul className="grid gap-2" aria-label="Assets">
                {options.assets.map((asset) => (
                  <li key={asset.id} className="flex flex-wrap items-center gap-3 text-sm">
                    <Input
                      type="number"
                      min={0}
                      className="w-20"
                      aria-label={`Quantity of ${asset.name}`}
                      readOnly={readOnly}
                      value={draft.quantities[String(asset.id)] ?? ""}
                      onChange={(e) =>
                        set({
                          quantities: { ...draft.quantities, [String(asset.id)]: e.target.value },
                        })
                      }
                    />
                    <span className="font-medium">{asset.name}</span>
                    <span className="text-muted-foreground">
                      {assetCategoryLabel(asset.category)} · {asset.unit} · list{" "}
                      {investmentMoney(asset.listPrice, asset.currency)}
                      {asset.floorPrice !== null
                        ? ` · floor ${investmentMoney(asset.floorPrice, asset.currency)}`
                        : ""}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {draft.mode !== "none" ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={`Price per season (${currency})`} id="investment-price">
                  <Input
                    inputMode="decimal"
                    readOnly={readOnly}
                    value={draft.pricePerSeason}
                    onChange={(e) => set({ pricePerSeason: e.target.value })}
                  />
                </Field>
                <Field label="Term (seasons)" id="investment-term">
                  <Input
                    type="number"
                    min={1}
                    max={10}
                    readOnly={readOnly}
                    value={draft.termSeasons}
                    onChange={(e) => set({ termSeasons: e.target.value })}
                  />
                </Field>
              </div>
            ) : null}
            {draft.mode !== "none" ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium">Total investment</dt>
                <dd data-testid="investment-total">
                  {total !== null ? investmentMoney(total, currency) : "—"}
                  {saved && Number.isInteger(term)
                    ? ` · ${seasonsText(saved.startSeason, term)}`
                    : ""}
                </dd>
                <dt className="font-medium">Exclusivity</dt>
                <dd>{exclusivity}</dd>
              </dl>
            ) : null}
          </>
        )}
        {saved ? (
          <div
            className="rounded-md border border-dashed p-3 text-sm"
            data-testid="investment-floor"
          >
            <p className="text-xs font-medium text-muted-foreground">Only you see this</p>
            <p>
              Saved offer: rate card {investmentMoney(saved.internal.listPerSeason, saved.currency)}{" "}
              a season
              {saved.internal.floorPerSeason !== null
                ? `, floor ${investmentMoney(saved.internal.floorPerSeason, saved.currency)} a season`
                : ", no floor set"}
              .
            </p>
            {saved.internal.belowFloor ? (
              <p className="mt-1 flex items-center gap-1.5 text-warning" role="status">
                <TriangleAlert className="size-4" aria-hidden /> The price per season is below the
                floor.
              </p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
