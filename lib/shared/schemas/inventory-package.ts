import { z } from "zod";
import { ASSET_CATEGORY_KEYS, ASSET_SCOPES } from "@/lib/shared/inventory";
import { INDUSTRIES } from "@/lib/shared/profile";
import { bodyId, nameSchema, patchSchema, wholeNumber } from "./common";
import { seasonParam } from "./inventory";
import { currencyCode, moneyAmount } from "./money";
import { optionalText } from "./user";

/** The most assets one package bundles: far more than any real package, small enough to check. */
export const MAX_PACKAGE_ITEMS = 100;
export const MAX_TERM_SEASONS = 10;

export const PACKAGE_MESSAGES = {
  nameRequired: "Package name is required",
  nameTooLong: "Package name must be at most 200 characters",
  priceRequired: "Enter the package price per season, e.g. 1,500,000",
  term: `Term must be a whole number of seasons from 1 to ${MAX_TERM_SEASONS}`,
  industry: "Exclusivity must be one of the listed industries",
  itemsRequired: "Add at least one asset to the package",
  itemsTooMany: `A package can have at most ${MAX_PACKAGE_ITEMS} assets`,
  quantity: "Quantity must be a whole number of at least 1",
  assetTwice: "Each asset can appear only once in a package: change its quantity instead",
  duplicate: "This property already has a package with this name",
  notFound: "Package not found",
  assetMissing: (assetId: number) => `Asset ${assetId} does not exist`,
  assetGone: "An asset of the package was deleted meanwhile: reload and try again",
  otherBrand: (name: string) =>
    `${name} belongs to another property: a package can only include its own property's assets`,
  otherCurrency: (name: string, currency: string, packageCurrency: string) =>
    `${name} is priced in ${currency}; the package is in ${packageCurrency}. Use one currency.`,
} as const;

const itemSchema = z
  .object({
    assetId: bodyId("assetId"),
    quantity: wholeNumber("quantity", { min: 1, error: PACKAGE_MESSAGES.quantity }),
  })
  .strict();

const items = z
  .array(itemSchema, { error: "items must be a list of { assetId, quantity }" })
  .min(1, { error: PACKAGE_MESSAGES.itemsRequired })
  .max(MAX_PACKAGE_ITEMS, { error: PACKAGE_MESSAGES.itemsTooMany })
  .refine((list) => new Set(list.map((item) => item.assetId)).size === list.length, {
    error: PACKAGE_MESSAGES.assetTwice,
  });

const fields = {
  name: nameSchema({
    required: PACKAGE_MESSAGES.nameRequired,
    max: 200,
    tooLong: PACKAGE_MESSAGES.nameTooLong,
    label: "Package name",
  }),
  description: optionalText(5000, "Description"),
  price: moneyAmount("Price per season"),
  currency: currencyCode,
  termSeasons: wholeNumber("termSeasons", {
    min: 1,
    max: MAX_TERM_SEASONS,
    error: PACKAGE_MESSAGES.term,
  }),
  exclusiveCategory: z
    .string({ error: PACKAGE_MESSAGES.industry })
    .trim()
    .refine((value) => value === "" || (INDUSTRIES as readonly string[]).includes(value), {
      error: PACKAGE_MESSAGES.industry,
    })
    .nullish()
    .transform((value) => value || null),
  items,
};

/** POST /api/event-brands/{id}/packages. `price` is per season, in whole currency units. */
export const packageCreateSchema = z
  .object({
    ...fields,
    price: moneyAmount("Price per season", { required: PACKAGE_MESSAGES.priceRequired }),
    currency: fields.currency.default("USD"),
    termSeasons: fields.termSeasons.default(1),
  })
  .strict();
export type PackageCreateInput = z.infer<typeof packageCreateSchema>;
export type PackageCreateBody = z.input<typeof packageCreateSchema>;

/** PATCH /api/packages/{id}: any field; `items` replaces the whole list. */
export const packageUpdateSchema = patchSchema(fields);
export type PackageUpdateInput = z.infer<typeof packageUpdateSchema>;
export type PackageUpdateBody = z.input<typeof packageUpdateSchema>;

/** `?season=YYYY`: the season whose events the rate-card values count (default: the next one). */
export const packageSeasonQuery = z.object({ season: seasonParam.optional() });
export type PackageSeasonQuery = z.infer<typeof packageSeasonQuery>;

const money = (description: string) => z.number().meta({ description });

export const packageItemSchema = z.object({
  assetId: z.number(),
  name: z.string(),
  category: z.enum(ASSET_CATEGORY_KEYS),
  unit: z.string(),
  scope: z.enum(ASSET_SCOPES),
  quantity: z.number().meta({
    description: "Units in the package: per event for an event asset, per season for a season one.",
  }),
  currency: z.string(),
  listPrice: money("The asset's list price per unit (rate card), in whole currency units."),
  listPriceCents: z.number(),
  events: z.number().nullable().meta({
    description:
      "Events of the season an event asset applies to (its units count at each); null for a season asset.",
  }),
  rateCardValue: money("The rate-card value of these units for the season, in whole units."),
  rateCardValueCents: z.number(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

export const inventoryPackageSchema = z.object({
  id: z.number(),
  eventBrandId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: money("The package price per season, in whole currency units (dollars for USD)."),
  priceCents: z.number(),
  currency: z.string(),
  termSeasons: z.number(),
  exclusiveCategory: z
    .string()
    .nullable()
    .meta({ description: "The industry the package makes exclusive to its buyer (null: none)." }),
  items: z.array(packageItemSchema),
  season: z.number().meta({
    description: "The season (calendar year of its events) the rate-card values are counted for.",
  }),
  seasonEvents: z.number().meta({ description: "The property's events in that season." }),
  rateCardTotal: money("The sum of the items' rate-card values for the season, in whole units."),
  rateCardTotalCents: z.number(),
  discount: z
    .object({
      amount: money("Rate-card total minus the price (negative: priced above the rate card)."),
      amountCents: z.number(),
      percent: z
        .number()
        .meta({ description: "The amount as a percentage of the rate-card total." }),
    })
    .nullable()
    .meta({ description: "The price against the rate-card total; null when that total is 0." }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type InventoryPackage = z.infer<typeof inventoryPackageSchema>;

export const inventoryPackageListSchema = z.object({
  season: z.number(),
  packages: z.array(inventoryPackageSchema),
});
export type InventoryPackageList = z.infer<typeof inventoryPackageListSchema>;

/** An asset a package editor offers to add (the property's own assets). */
export type PackageAssetOption = {
  id: number;
  name: string;
  category: string;
  unit: string;
  currency: string;
};
