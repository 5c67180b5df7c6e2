"use client";

import { Link2, X } from "lucide-react";
import { useId, useState } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useSponsorSuggestions } from "@/lib/client/hooks/use-deals";
import { useDebounced } from "@/lib/client/use-debounced";
import { cn } from "@/lib/cn";
import type { SponsorOption } from "@/lib/shared/schemas/deal";

export interface PickedSponsor {
  sponsorName: string;
  sponsorBrandId: number | null;
}

/**
 * The sponsor of a deal: a brand from the catalogue (searched as you type) or any other name.
 * An ARIA combobox: arrows move through the suggestions, Enter picks one, Escape closes the list.
 */
export function SponsorPicker({
  value,
  error,
  onChange,
  onPick,
}: {
  value: PickedSponsor;
  error?: string;
  onChange: (next: PickedSponsor) => void;
  /** A catalogue brand was chosen: the form fills its industry. */
  onPick: (brand: SponsorOption) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(value.sponsorBrandId ? "" : value.sponsorName, 250);
  const { data: suggestions = [], isFetching } = useSponsorSuggestions(term);
  const shown = open && term.trim().length > 0;

  const pick = (brand: SponsorOption) => {
    onChange({ sponsorName: brand.name, sponsorBrandId: brand.id });
    onPick(brand);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative grid gap-1.5">
      <Field
        label="Sponsor"
        error={error}
        hint={
          value.sponsorBrandId
            ? undefined
            : "Search the sponsor catalogue, or type any name to add a sponsor that is not listed."
        }
      >
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="e.g. Genesis"
          maxLength={255}
          value={value.sponsorName}
          onChange={(event) => {
            onChange({ sponsorName: event.target.value, sponsorBrandId: null });
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (!shown) return;
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setActive((i) => Math.min(i + 1, suggestions.length - 1));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (event.key === "Enter" && active >= 0 && suggestions[active]) {
              event.preventDefault();
              pick(suggestions[active]);
            } else if (event.key === "Escape") {
              event.preventDefault();
              setOpen(false);
            }
          }}
        />
      </Field>
      {value.sponsorBrandId ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Link2 className="size-3.5" aria-hidden /> Linked to the sponsor catalogue
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-6 px-1.5 text-xs"
            onClick={() => onChange({ sponsorName: value.sponsorName, sponsorBrandId: null })}
          >
            <X className="size-3" aria-hidden /> Unlink
          </Button>
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Catalogue sponsors"
        className={cn(
          "absolute top-[4.25rem] right-0 left-0 z-50 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 shadow-md",
          !shown && "hidden",
        )}
      >
        {suggestions.map((brand, index) => (
          <li
            key={brand.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
              index === active && "bg-secondary",
            )}
            // Pick before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(brand);
            }}
          >
            <BrandLogo name={brand.name} logoUrl={brand.logo} size="xs" />
            <span className="font-medium">{brand.name}</span>
            <span className="ml-auto text-xs text-muted-foreground">{brand.industry}</span>
          </li>
        ))}
        {suggestions.length === 0 ? (
          <li
            role="option"
            aria-selected={false}
            aria-disabled
            className="px-2 py-1.5 text-sm text-muted-foreground"
          >
            {isFetching
              ? "Searching the catalogue..."
              : `No catalogue match: "${value.sponsorName.trim()}" will be added as a new sponsor.`}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
