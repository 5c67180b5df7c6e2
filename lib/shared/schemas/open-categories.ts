import { z } from "zod";

/** A company holding a category with a live deal. */
export const categoryHolderSchema = z.object({
  sponsorBrandId: z.number().nullable(),
  name: z.string(),
  level: z.string(),
  property: z.string().nullable().meta({
    description: "The league, team or event of a sourced deal; null for the property's own.",
  }),
  term: z
    .string()
    .nullable()
    .meta({ description: 'The deal\'s years: "2023–2026", "from 2024"; null when not known.' }),
  endDate: z.iso.date().nullable().meta({
    description: "The deal's last day (its end date, else the 31 December of its last year).",
  }),
  isExclusive: z.boolean(),
  isSourced: z.boolean().meta({ description: "A sourced deal of the market data." }),
  source: z
    .object({ name: z.string(), url: z.string().nullable(), date: z.string().nullable() })
    .nullable(),
});

export const categoryProspectSchema = z.object({
  sponsorBrandId: z.number(),
  name: z.string(),
  matchPercentage: z.number(),
});

/** One industry of a property's category map. */
export const openCategorySchema = z.object({
  industry: z.string(),
  status: z.enum(["taken", "open"]),
  holders: z.array(categoryHolderSchema),
  endsWithin18Months: z.boolean().meta({
    description: "A holder's deal ends within 18 months: the category's renewal window.",
  }),
  renewalDate: z.iso
    .date()
    .nullable()
    .meta({ description: "The first end date within the renewal window; null outside one." }),
  topProspects: z.array(categoryProspectSchema).meta({
    description:
      "An open category's (or a renewal window's) five best matches for the property, its current partners left out; empty for a taken category.",
  }),
});
export type OpenCategory = z.infer<typeof openCategorySchema>;
export type CategoryHolder = z.infer<typeof categoryHolderSchema>;
