import { z } from "zod";
import { INDUSTRIES } from "@/lib/shared/profile";
import { sponsorProfileSchema } from "@/lib/shared/schemas/profile";

/**
 * One sponsor brand of the seeded catalogue (`lib/server/seed/data/sponsors/*.json`). Facts are
 * public; figures that are not disclosed (private companies, sponsorship budgets) are estimates and
 * say so.
 */
export const catalogueSponsorSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1).max(120),
  industry: z.enum(INDUSTRIES),
  headquarters: z
    .string()
    .regex(/^[^,]+, [^,]+$/, { error: "Write headquarters as 'City, Country'" }),
  website: z.url().optional(),
  brandColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  annualRevenue: z.object({
    amountUsd: z.number().positive(),
    year: z.number().int().min(2018).max(2026),
    isEstimate: z.boolean(),
    /** Where the figure comes from, e.g. "FY2024 annual report" or "Estimate: private company". */
    source: z.string().min(3).max(200),
  }),
  overview: z.string().min(80).max(700),
  profile: sponsorProfileSchema,
});
export type CatalogueSponsor = z.infer<typeof catalogueSponsorSchema>;
