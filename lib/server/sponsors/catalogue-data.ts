import type { CatalogueSponsor } from "@/lib/server/seed/catalogue-schema";

/** What a catalogue entry keeps in `sponsor_brands.data` beside its profile. */
export function catalogueData(entry: CatalogueSponsor): Record<string, unknown> {
  return {
    website: entry.website ?? null,
    brandColor: entry.brandColor,
    annualRevenue: entry.annualRevenue,
    source: "catalogue",
  };
}
