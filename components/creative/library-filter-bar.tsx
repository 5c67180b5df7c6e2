"use client";

import { useQueryStates } from "nuqs";
import { useTransition, type TransitionStartFunction } from "react";
import { Field } from "@/components/ui/field";
import { namedOptions, SimpleSelect } from "@/components/ui/simple-select";
import { Spinner } from "@/components/ui/spinner";
import { useEventBrands } from "@/lib/client/hooks/use-event-brands";
import { libraryFiltersFrom, libraryParams } from "@/lib/shared/library-params";
import { PUSH } from "@/lib/shared/list-params";
import type { LibraryFilters } from "@/lib/shared/schemas/creative";

const ALL = "all";

/**
 * The filters of a library page as its address names them (?eventBrandId=&sponsorBrandId=), and
 * a way to change them: each change is a step in the history, so Back undoes it.
 */
export function useLibraryFilters() {
  const [values, setValues] = useQueryStates(libraryParams, PUSH);
  const filters = libraryFiltersFrom(values);
  const setFilters = (next: LibraryFilters, startTransition?: TransitionStartFunction) =>
    void setValues(
      { eventBrandId: next.eventBrandId ?? null, sponsorBrandId: next.sponsorBrandId ?? null },
      { startTransition },
    );
  return [filters, setFilters] as const;
}

/**
 * The event brand and sponsor filters of the creative libraries, kept in the URL
 * (?eventBrandId=&sponsorBrandId=) so a filtered list can be shared and reloaded.
 */
export function LibraryFilterBar({
  filters,
  sponsors,
  noun,
}: {
  filters: LibraryFilters;
  /** The sponsors that have something under the chosen event brand. */
  sponsors: Array<{ id: number; name: string }>;
  noun: string;
}) {
  const [, setFilters] = useLibraryFilters();
  const [pending, startTransition] = useTransition();
  const { data: brands = [] } = useEventBrands();
  const go = (next: LibraryFilters) => setFilters(next, startTransition);
  const sponsorKnown = sponsors.some((sponsor) => sponsor.id === filters.sponsorBrandId);

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end">
      <Field label="Event brand" id="library-brand" className="sm:w-64">
        <SimpleSelect
          id="library-brand"
          value={filters.eventBrandId ? String(filters.eventBrandId) : ALL}
          onValueChange={(value) => go({ eventBrandId: value === ALL ? undefined : Number(value) })}
          options={[{ value: ALL, label: "All event brands" }, ...namedOptions(brands)]}
        />
      </Field>
      <Field label="Sponsor" id="library-sponsor" className="sm:w-64">
        <SimpleSelect
          id="library-sponsor"
          value={filters.sponsorBrandId && sponsorKnown ? String(filters.sponsorBrandId) : ALL}
          onValueChange={(value) =>
            go({
              eventBrandId: filters.eventBrandId,
              sponsorBrandId: value === ALL ? undefined : Number(value),
            })
          }
          options={[{ value: ALL, label: `All sponsors with ${noun}` }, ...namedOptions(sponsors)]}
        />
      </Field>
      {pending ? <Spinner size="sm" label="Updating the list" className="pb-2" /> : null}
    </div>
  );
}

/** The distinct sponsors of a list, by name. */
export function sponsorsOf(
  items: Array<{ sponsorBrandId: number; sponsorName: string }> | undefined,
): Array<{ id: number; name: string }> {
  const byId = new Map<number, string>();
  for (const item of items ?? []) byId.set(item.sponsorBrandId, item.sponsorName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
