import { z } from "zod";
import { ASSET_CATEGORY_KEYS } from "@/lib/shared/inventory";
import { PAYMENT_LABELS } from "@/lib/shared/renewals";
import { numericId, wholeNumber } from "./common";
import { contractSchema } from "./contract";
import { currencyCode, moneyAmount } from "./money";
import { seasonYear } from "./specific-event";

/**
 * Renewals (contracts ending soon, with how they went) and a property's revenue view. Amounts
 * travel in whole currency units with a `...Cents` twin, as contracts answer them.
 */

export const RENEWAL_WINDOW = { default: 180, min: 1, max: 3650 } as const;
/** The windows the renewals page offers. */
export const RENEWAL_WINDOW_CHOICES = [90, 180, 365] as const;

export const RENEWAL_MESSAGES = {
  alreadyOpen: "An open renewal proposal already exists for this contract",
  notSigned: "Only a signed contract can be renewed",
  noSponsor: "The contract's sponsor is no longer in the catalogue",
  targetAdminOnly: "Only an admin can set a revenue target",
} as const;

const withinDays = wholeNumber("withinDays", {
  coerce: true,
  min: RENEWAL_WINDOW.min,
  max: RENEWAL_WINDOW.max,
  error: `withinDays must be a whole number from ${RENEWAL_WINDOW.min} to ${RENEWAL_WINDOW.max}`,
});

/** GET /api/renewals. */
export const renewalListQuery = z
  .object({
    eventBrandId: numericId("eventBrandId"),
    withinDays: withinDays.default(RENEWAL_WINDOW.default),
  })
  .strict();
export type RenewalListQuery = z.infer<typeof renewalListQuery>;

export const paymentStateSchema = z.object({
  invoiced: z.number(),
  invoicedCents: z.number().int(),
  paid: z.number(),
  paidCents: z.number().int(),
  outstanding: z.number().meta({ description: "The fee not yet paid." }),
  outstandingCents: z.number().int(),
  overdueInstalments: z
    .number()
    .int()
    .meta({ description: "Instalments past their due date and not paid." }),
  overdue: z.number(),
  overdueCents: z.number().int(),
  label: z.enum(PAYMENT_LABELS),
});
export type PaymentStateView = z.infer<typeof paymentStateSchema>;

export const renewalSchema = z.object({
  contract: contractSchema,
  daysToEnd: z.number().int(),
  feePerSeason: z.number(),
  feePerSeasonCents: z.number().int(),
  fulfilmentRate: z
    .number()
    .nullable()
    .meta({ description: "delivered / (deliverables − waived), 0 to 1; null when none is owed." }),
  paymentState: paymentStateSchema,
  match: z
    .number()
    .nullable()
    .meta({ description: "The sponsor's match % for the property today; null when unknown." }),
  renewalProposalId: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The open renewal proposal started from this contract, if any." }),
});
export type RenewalView = z.infer<typeof renewalSchema>;

/** GET /api/event-brands/{id}/revenue. */
export const revenueQuery = z
  .object({ season: seasonYear("season", { coerce: true }).optional() })
  .strict();

export const revenueTargetParams = z.object({
  id: numericId(),
  season: seasonYear("season", { coerce: true }),
});

/** PUT /api/event-brands/{id}/revenue-targets/{season}. */
export const revenueTargetInputSchema = z
  .object({
    target: moneyAmount("target", { required: "target is required" }),
    currency: currencyCode.optional(),
  })
  .strict();
export type RevenueTargetInput = z.infer<typeof revenueTargetInputSchema>;

export const revenueTargetSchema = z.object({
  eventBrandId: z.number().int(),
  season: z.number().int(),
  target: z.number(),
  targetCents: z.number().int(),
  currency: z.string(),
});
export type RevenueTargetView = z.infer<typeof revenueTargetSchema>;

const money = (description: string) => ({
  amount: z.number().meta({ description }),
  cents: z.number().int(),
});

export const revenueSchema = z.object({
  eventBrandId: z.number().int(),
  eventBrandName: z.string(),
  season: z.number().int(),
  currency: z
    .string()
    .meta({ description: "The currency of every amount: the target's, else the contracts'." }),
  contracted: z.object(money("Signed contracts' fees for the season (each spread evenly).")),
  target: z.object(money("The admin's target for the season.")).nullable(),
  /** contracted / target, 0 to …; null without a target. */
  targetShare: z.number().nullable(),
  invoiced: z.object(money("Instalments due in the season, invoiced or paid.")),
  collected: z.object(money("Instalments due in the season and paid.")),
  sellThrough: z.array(
    z.object({
      category: z.enum(ASSET_CATEGORY_KEYS),
      sold: z.number(),
      quantity: z.number(),
      rate: z.number().nullable().meta({ description: "sold / quantity; null without units." }),
    }),
  ),
  pipeline: z.object({
    withinDays: z.number().int(),
    contracts: z.number().int(),
    contractsValue: z.object(money("Fees per season of contracts ending within the window.")),
    proposals: z.number().int(),
    proposalsValue: z.object(money("Prices per season of open renewal proposals.")),
  }),
  otherCurrencyContracts: z
    .number()
    .int()
    .meta({ description: "Contracts in another currency, left out of every amount." }),
  canSetTarget: z.boolean(),
});
export type RevenueView = z.infer<typeof revenueSchema>;
