import { z } from "zod";
import { ASSET_CATEGORY_KEYS, ASSET_SCOPES } from "@/lib/shared/inventory";
import { bodyId, DATE_YEARS, nameSchema, patchSchema, wholeNumber } from "./common";
import { currencyCode, moneyAmount } from "./money";
import { optionalText } from "./user";

export const ASSET_MESSAGES = {
  nameRequired: "Asset name is required",
  nameTooLong: "Asset name must be at most 200 characters",
  category: `Category must be one of: ${ASSET_CATEGORY_KEYS.join(", ")}`,
  unitRequired: 'Unit is required, e.g. "per event"',
  unitTooLong: "Unit must be at most 60 characters",
  scope: 'Scope must be "event" (quantity per event) or "season" (quantity per season)',
  quantity: "Quantity must be a whole number, 0 or more",
  listPriceRequired: "List price is required",
  floorAboveList: "Floor price cannot be above the list price",
  exposureShare: (channel: string) => `Exposure ${channel} must be a share from 0 to 1`,
  eventIds: "specificEventIds must be a list of event ids",
  eventNotOfBrand: (id: number) => `Event ${id} is not an event of this property`,
  notFound: "Asset not found",
  duplicate: "This property already has an asset with that name",
  season: "season must be a year (YYYY)",
  search: "q must be at most 100 characters",
} as const;

const share = (channel: string) =>
  z
    .number({ error: ASSET_MESSAGES.exposureShare(channel) })
    .min(0, { error: ASSET_MESSAGES.exposureShare(channel) })
    .max(1, { error: ASSET_MESSAGES.exposureShare(channel) })
    .optional();

/** How much of each audience one unit reaches (a channel left out is not reached). */
export const assetExposureSchema = z
  .object({
    attendance: share("attendance"),
    broadcast: share("broadcast"),
    social: share("social"),
  })
  .strict();

const fields = {
  name: nameSchema({
    required: ASSET_MESSAGES.nameRequired,
    max: 200,
    tooLong: ASSET_MESSAGES.nameTooLong,
    label: "Asset name",
  }),
  category: z.enum(ASSET_CATEGORY_KEYS, { error: ASSET_MESSAGES.category }),
  description: optionalText(5000, "Description"),
  unit: z
    .string({ error: ASSET_MESSAGES.unitRequired })
    .trim()
    .min(1, { error: ASSET_MESSAGES.unitRequired })
    .max(60, { error: ASSET_MESSAGES.unitTooLong }),
  scope: z.enum(ASSET_SCOPES, { error: ASSET_MESSAGES.scope }),
  quantity: wholeNumber("Quantity", { min: 0, error: ASSET_MESSAGES.quantity }).meta({
    description: "Units available at each event (scope event) or in the season (scope season).",
  }),
  listPrice: moneyAmount("List price", { required: ASSET_MESSAGES.listPriceRequired }),
  floorPrice: moneyAmount("Floor price").nullable(),
  currency: currencyCode,
  isExclusive: z.boolean({ error: "isExclusive must be true or false" }),
  specificEventIds: z
    .array(bodyId("Event id"), { error: ASSET_MESSAGES.eventIds })
    .max(200, { error: "At most 200 events" })
    .transform((ids) => [...new Set(ids)]),
  exposure: assetExposureSchema,
};

const floorNotAboveList = (value: { listPrice?: number; floorPrice?: number | null }) =>
  value.listPrice === undefined ||
  value.floorPrice === undefined ||
  value.floorPrice === null ||
  value.floorPrice <= value.listPrice;

/** POST /api/event-brands/{id}/assets. Prices in whole currency units (2 decimals at most). */
export const assetCreateSchema = z
  .object({
    ...fields,
    scope: fields.scope.default("event"),
    floorPrice: fields.floorPrice.optional().transform((value) => value ?? null),
    currency: fields.currency.default("USD"),
    isExclusive: fields.isExclusive.default(false),
    specificEventIds: fields.specificEventIds.default([]),
    exposure: fields.exposure.default({}),
  })
  .strict()
  .refine(floorNotAboveList, { error: ASSET_MESSAGES.floorAboveList, path: ["floorPrice"] });
export type AssetCreateInput = z.infer<typeof assetCreateSchema>;
export type AssetCreateBody = z.input<typeof assetCreateSchema>;

/** PATCH /api/assets/{id}: any field; the floor price is checked against the stored list price. */
export const assetUpdateSchema = patchSchema(fields).refine(floorNotAboveList, {
  error: ASSET_MESSAGES.floorAboveList,
  path: ["floorPrice"],
});
export type AssetUpdateInput = z.infer<typeof assetUpdateSchema>;
export type AssetUpdateBody = z.input<typeof assetUpdateSchema>;

/** One asset as the signed-in API answers it (the floor price is internal: never for sponsors). */
export const assetSchema = z.object({
  id: z.number(),
  eventBrandId: z.number(),
  name: z.string(),
  category: z.enum(ASSET_CATEGORY_KEYS),
  description: z.string().nullable(),
  unit: z.string(),
  scope: z.enum(ASSET_SCOPES),
  quantity: z.number().meta({ description: "Units available per event (scope event) or season." }),
  listPrice: z.number().meta({ description: "Whole currency units per unit (per event)." }),
  listPriceCents: z.number(),
  floorPrice: z.number().nullable().meta({ description: "Internal: never shown to sponsors." }),
  floorPriceCents: z.number().nullable(),
  currency: z.string(),
  isExclusive: z.boolean(),
  specificEventIds: z
    .array(z.number())
    .meta({ description: "The events it applies to; empty: every event of the season." }),
  exposure: z.object({
    attendance: z.number().optional(),
    broadcast: z.number().optional(),
    social: z.number().optional(),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Asset = z.infer<typeof assetSchema>;

const searchText = z
  .string()
  .trim()
  .max(100, { error: ASSET_MESSAGES.search })
  .optional()
  .transform((value) => value || undefined);

/** GET /api/event-brands/{id}/assets: by category and part of the name. */
export const assetListQuery = z.object({
  category: z.enum(ASSET_CATEGORY_KEYS, { error: ASSET_MESSAGES.category }).optional(),
  q: searchText.meta({ description: "Part of the asset's name" }),
});
export type AssetListQuery = z.infer<typeof assetListQuery>;

/** A season in a query: a calendar year, "2026". */
export const seasonParam = z
  .string({ error: ASSET_MESSAGES.season })
  .regex(/^\d{4}$/, { error: ASSET_MESSAGES.season })
  .transform(Number)
  .refine((year) => year >= DATE_YEARS.min && year <= DATE_YEARS.max, {
    error: ASSET_MESSAGES.season,
  });

/** GET /api/event-brands/{id}/availability: the season (default: the one being sold). */
export const availabilityQuery = z.object({ season: seasonParam.optional() });

const countsSchema = {
  quantity: z.number().meta({ description: "Units there are." }),
  sold: z.number().meta({ description: "Units sold (by signed contracts)." }),
  held: z.number().meta({ description: "Units held by open proposals (and pending deals)." }),
  available: z.number().meta({ description: "quantity − sold − held, never below 0." }),
};

export const assetAvailabilitySchema = z.object({
  assetId: z.number(),
  name: z.string(),
  category: z.enum(ASSET_CATEGORY_KEYS),
  scope: z.enum(ASSET_SCOPES),
  unit: z.string(),
  ...countsSchema,
  overbooked: z.boolean().meta({ description: "Sold and held exceed the quantity somewhere." }),
  events: z
    .array(z.object({ eventId: z.number(), name: z.string(), ...countsSchema }))
    .meta({ description: "Per event it applies to (event assets); empty for season assets." }),
});
export type AssetAvailability = z.infer<typeof assetAvailabilitySchema>;

/** GET /api/event-brands/{id}/availability. */
export const availabilitySchema = z.object({
  eventBrandId: z.number(),
  season: z.number(),
  events: z.array(z.object({ id: z.number(), name: z.string(), startDate: z.string().nullable() })),
  assets: z.array(assetAvailabilitySchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
