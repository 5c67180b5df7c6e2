import { z } from "zod";
import { bodyId, wholeNumber } from "./common";
import { moneyAmount } from "./money";

/**
 * A proposal's Investment: what is offered (one of the property's packages, or some of its assets
 * with quantities), the price per season and the term in seasons. Amounts are whole currency
 * units (dollars for USD) as deals answer them, with a `...Cents` twin where exactness matters.
 */

export const INVESTMENT_LIMITS = { items: 50, quantity: 10_000, termSeasons: 10 } as const;

export const INVESTMENT_MESSAGES = {
  oneSource: "An investment takes either packageId or items, not both",
  itemsNeedPrice: "An investment of assets needs pricePerSeason and termSeasons",
  duplicateAsset: "Each asset can appear once in an investment",
  noProperty: "A proposal without an event brand cannot carry an investment",
  packageNotFound: "Package not found",
  assetNotFound: (id: number) => `Asset ${id} not found`,
  mixedCurrencies: "The assets of an investment must share one currency",
} as const;

/** "Asset 12 (Hospitality suite) belongs to SailGP, not LIV Golf". */
export const notOfPropertyMessage = (what: string, owner: string, property: string) =>
  `${what} belongs to ${owner}, not ${property}: an investment offers only the proposal's own property`;

const quantitySchema = wholeNumber("quantity", {
  min: 1,
  max: INVESTMENT_LIMITS.quantity,
  minError: "quantity must be at least 1",
  maxError: `quantity must be at most ${INVESTMENT_LIMITS.quantity.toLocaleString("en-US")}`,
});

const termSchema = wholeNumber("termSeasons", {
  min: 1,
  max: INVESTMENT_LIMITS.termSeasons,
  minError: "termSeasons must be at least 1",
  maxError: `termSeasons must be at most ${INVESTMENT_LIMITS.termSeasons}`,
});

export const investmentItemInputSchema = z
  .object({ assetId: bodyId("assetId"), quantity: quantitySchema })
  .strict();

/**
 * `{ packageId }` (the package's price and term unless overridden) or `{ items, pricePerSeason,
 * termSeasons }`; `null` removes the investment.
 */
export const investmentInputSchema = z
  .object({
    packageId: bodyId("packageId").optional(),
    items: z
      .array(investmentItemInputSchema, { error: "items must be a list of { assetId, quantity }" })
      .min(1, { error: "An investment needs at least one asset" })
      .max(INVESTMENT_LIMITS.items, {
        error: `An investment can have at most ${INVESTMENT_LIMITS.items} assets`,
      })
      .optional(),
    pricePerSeason: moneyAmount("pricePerSeason").optional(),
    termSeasons: termSchema.optional(),
  })
  .strict()
  .refine((value) => (value.packageId === undefined) !== (value.items === undefined), {
    error: INVESTMENT_MESSAGES.oneSource,
    path: ["packageId"],
  })
  .refine(
    (value) =>
      value.items === undefined ||
      (value.pricePerSeason !== undefined && value.termSeasons !== undefined),
    { error: INVESTMENT_MESSAGES.itemsNeedPrice, path: ["pricePerSeason"] },
  )
  .refine(
    (value) =>
      !value.items || new Set(value.items.map((i) => i.assetId)).size === value.items.length,
    { error: INVESTMENT_MESSAGES.duplicateAsset, path: ["items"] },
  )
  .nullable();
export type InvestmentInput = z.infer<typeof investmentInputSchema>;

const eventRef = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string().nullable(),
});

export const investmentItemSchema = z.object({
  assetId: z.number().int(),
  name: z.string(),
  /** One of ASSET_CATEGORIES' keys (lib/shared/inventory.ts). */
  category: z.string(),
  unit: z.string(),
  /** "event": the quantity is per event, at every event listed; "season": once a season. */
  scope: z.string(),
  quantity: z.number().int(),
  /** The events of the start season it applies to. */
  events: z.array(eventRef),
});
export type InvestmentItem = z.infer<typeof investmentItemSchema>;

/** The Investment as the signed-in API answers it (the floor is the seller's own). */
export const investmentViewSchema = z.object({
  packageId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  items: z.array(investmentItemSchema),
  pricePerSeason: z.number().meta({ description: "Whole currency units (dollars for USD)." }),
  pricePerSeasonCents: z.number().int(),
  termSeasons: z.number().int(),
  /** The first season (calendar year) of the term. */
  startSeason: z.number().int(),
  total: z.number().meta({ description: "pricePerSeason × termSeasons, whole currency units." }),
  totalCents: z.number().int(),
  currency: z.string(),
  /** The industry made exclusive to the sponsor (one of INDUSTRIES), or null. */
  exclusiveCategory: z.string().nullable(),
  /** Seller-only: the rate-card value and the floor of these items for one season. */
  internal: z.object({
    listPerSeason: z.number(),
    floorPerSeason: z.number().nullable(),
    belowFloor: z.boolean(),
  }),
});
export type InvestmentView = z.infer<typeof investmentViewSchema>;

/** What of the Investment a sponsor sees (share page, PDF, PowerPoint): no floor, no rate card. */
export const publicInvestmentSchema = z.object({
  packageName: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      category: z.string(),
      unit: z.string(),
      scope: z.string(),
      quantity: z.number().int(),
      events: z.array(z.string()),
    }),
  ),
  pricePerSeason: z.number(),
  termSeasons: z.number().int(),
  startSeason: z.number().int(),
  total: z.number(),
  currency: z.string(),
  exclusiveCategory: z.string().nullable(),
});
export type PublicInvestment = z.infer<typeof publicInvestmentSchema>;
