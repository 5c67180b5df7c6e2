import { z } from "zod";
import { AUDIENCE_CHANNELS } from "@/lib/shared/inventory";
import { bodyId, wholeNumber } from "./common";
import { seasonYear } from "./specific-event";

/**
 * A valuation: pricing guidance for a selection of a property's assets, per season, in US dollars
 * (whole units, as deals answer `value`). It is an estimate beside the rate card, never a price:
 * the list price stays the seller's decision. Internal: never shown to a sponsor.
 */

const money = (description: string) => z.number().nullable().meta({ description });

export const valuationComparableSchema = z.object({
  dealId: z.number(),
  property: z.string(),
  sponsor: z.string(),
  levelOrPlacement: z.string(),
  /** The years the reported value covers, when reported. */
  years: z.number().nullable(),
  valuePerYearUsd: z.number(),
  /** The value exactly as reported ("up to €9 million per year (about $10 million)"). */
  reportedValue: z.string(),
  upTo: z.boolean().meta({ description: "The reported value is a ceiling or circa figure." }),
  sport: z.string(),
  sameSport: z.boolean(),
  similarity: z.number().meta({ description: "Placement similarity to the selection, 0 to 1." }),
  sourceName: z.string(),
  sourceUrl: z.string(),
  sourceDate: z.string().nullable(),
  why: z.string().meta({ description: "Why this deal was chosen as a comparable." }),
});
export type ValuationComparable = z.infer<typeof valuationComparableSchema>;

export const valuationInputSchema = z.object({
  channel: z.enum(AUDIENCE_CHANNELS),
  /** "Attendance per event", "Instagram followers", "Attendance per event (LIV Golf Adelaide)". */
  label: z.string(),
  value: z.number().nullable(),
  missing: z.boolean(),
  estimate: z.boolean(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceDate: z.string().nullable(),
});
export type ValuationInput = z.infer<typeof valuationInputSchema>;

export const valuationChannelSchema = z.object({
  channel: z.enum(AUDIENCE_CHANNELS),
  cpmUsd: z.number().meta({ description: "The stated cost per thousand impressions." }),
  impressions: z.number(),
  value: z.number(),
  /** The inputs this channel needs and lacks, named. */
  missing: z.array(z.string()),
});

export const valuationItemSchema = z.object({
  assetId: z.number(),
  name: z.string(),
  category: z.string(),
  scope: z.string(),
  quantity: z.number(),
  events: z.number().meta({ description: "Events of the season the asset applies to." }),
  rateCard: z.number().meta({ description: "List price of these units for the season." }),
});

export const valuationSchema = z.object({
  eventBrandId: z.number(),
  season: z.number(),
  termSeasons: z.number(),
  currency: z.literal("USD"),
  low: money("Low end of the suggested range per season; null when nothing could be valued."),
  mid: money("Middle of the suggested range per season."),
  high: money("High end of the suggested range per season."),
  estimate: z.literal(true),
  items: z.array(valuationItemSchema),
  rateCard: z.number().meta({ description: "The selection's list price for the season." }),
  rateCardCurrency: z
    .string()
    .meta({ description: 'The rate card\'s currency ("mixed" if several).' }),
  basis: z.object({
    comparables: z.array(valuationComparableSchema),
    comparableRange: z
      .object({
        low: z.number(),
        mid: z.number(),
        high: z.number(),
        scale: z.number().meta({
          description:
            "The selection's rate card over the top-tier rate card the deals compare to.",
        }),
        sport: z.string().nullable(),
        sportFrom: z.string(),
      })
      .nullable(),
    audience: z.object({
      value: z.number().nullable(),
      channels: z.array(valuationChannelSchema),
      inputs: z.array(valuationInputSchema),
      cpmUsd: z.record(z.string(), z.number()),
    }),
  }),
  confidence: z.enum(["low", "medium", "high"]),
  confidenceReasons: z.array(z.string()),
  explanation: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;

export const VALUATION_MESSAGES = {
  itemsRequired: "Choose at least one asset to value",
  quantity: "quantity must be a whole number from 1 to 10000",
  duplicate: "Each asset may appear once in items",
} as const;

const itemsSchema = z
  .array(
    z.object({
      assetId: bodyId("assetId"),
      quantity: wholeNumber("quantity", {
        min: 1,
        max: 10_000,
        error: VALUATION_MESSAGES.quantity,
      }),
    }),
    { error: VALUATION_MESSAGES.itemsRequired },
  )
  .min(1, { error: VALUATION_MESSAGES.itemsRequired })
  .max(200)
  .refine((items) => new Set(items.map((item) => item.assetId)).size === items.length, {
    error: VALUATION_MESSAGES.duplicate,
  });

/** POST /api/valuations: an unsaved selection of one property's assets. */
export const valuationRequestSchema = z.object({
  eventBrandId: bodyId("eventBrandId"),
  items: itemsSchema,
  termSeasons: wholeNumber("termSeasons", {
    min: 1,
    max: 10,
    error: "termSeasons must be a whole number from 1 to 10",
  }).optional(),
  season: seasonYear("season").optional(),
});
export type ValuationRequest = z.infer<typeof valuationRequestSchema>;

export const valuationQuery = z.object({
  season: seasonYear("season", { coerce: true }).optional(),
});
