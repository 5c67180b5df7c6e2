import { z } from "zod";
import { INDUSTRIES } from "@/lib/shared/profile";
import { bodyId, dateRule, numericId, patchSchema, wholeNumber } from "./common";
import { currencyCode, fromCents, moneyAmount } from "./money";
import { seasonYear } from "./specific-event";

/**
 * Contracts: the signed terms of a deal (dates, fee, instalments, what was sold, the signed PDF).
 * Amounts travel in whole currency units with a `...Cents` twin in answers.
 */

export const CONTRACT_STATUSES = ["pending", "signed", "cancelled"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const INSTALMENT_STATUSES = ["due", "invoiced", "paid"] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const CONTRACT_LIMITS = {
  items: 50,
  instalments: 24,
  quantity: 10_000,
  specificEvents: 100,
  /** The signed PDF may be this large. */
  documentBytes: 20 * 1024 * 1024,
} as const;

export const CONTRACT_MESSAGES = {
  notFound: "Contract not found",
  sampleReadOnly: "Sample contracts are read-only: they illustrate the product.",
  notOwner: "Only the deal's owner or an admin can change its contracts.",
  oneParty: "A contract needs dealId, or sponsorBrandId and eventBrandId",
  bothParties: "Give dealId or sponsorBrandId and eventBrandId, not both",
  oneSource: "A contract takes either packageId or items, not both",
  noSource: "A contract needs items or packageId",
  startRequired: "startDate is required",
  endRequired: "endDate is required",
  feeRequired: "totalFee is required",
  endBeforeStart: "endDate cannot be before startDate",
  duplicateAsset: "Each asset can appear once in a contract",
  duplicateInstalment: "Instalments cannot share a due date",
  dealNotFound: "Deal not found",
  dealReadOnly: "This deal is read-only: a contract needs one of your own deals.",
  dealWithoutProperty: "This deal has no property: a contract needs one of your own deals.",
  propertyNotFound: "Event brand not found",
  sponsorNotFound: "Sponsor brand not found",
  packageNotFound: "Package not found",
  assetNotFound: (id: number) => `Asset ${id} not found`,
  eventNotFound: (id: number) => `Event ${id} not found`,
  notOfProperty: (what: string) => `${what} belongs to another property than the contract's`,
  eventNotForAsset: (asset: string, event: string) => `${asset} is not offered at ${event}`,
  proposalNotFound: "Proposal not found",
  proposalNotAccepted: "Only an accepted proposal can become a contract",
  proposalWithoutInvestment: "This proposal has no Investment to make a contract from",
  proposalWithoutProperty: "This proposal has no property to make a contract for",
  proposalWithParties: "A contract from a proposal takes its sponsor and property from it",
  instalmentSum: (diff: number, currency: string) =>
    `The instalments add up to ${formatUnits(Math.abs(diff), currency)} ${diff > 0 ? "more" : "less"} than the total fee`,
  oversold: "Not enough inventory for this contract",
  overrideAdminOnly: "Only an admin can sell more than is available (override)",
  instalmentNotFound: "Instalment not found",
  instalmentLocked: "The schedule cannot change once an instalment is invoiced or paid",
  noDocument: "This contract has no signed document yet",
  documentType: "The signed contract must be a PDF file",
  documentTooLarge: "The signed contract must be smaller than 20 MB",
  documentMissing: "Please select the signed contract (a PDF) to upload",
} as const;

function formatUnits(cents: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(fromCents(cents));
}

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .meta({ format: "date" })
    .superRefine(dateRule({ label, format: `${label} must be a valid date (YYYY-MM-DD)` }));

const quantity = wholeNumber("quantity", {
  min: 1,
  max: CONTRACT_LIMITS.quantity,
  minError: "quantity must be at least 1",
  maxError: `quantity must be at most ${CONTRACT_LIMITS.quantity.toLocaleString("en-US")}`,
});

export const contractItemInputSchema = z
  .object({
    assetId: bodyId("assetId"),
    quantity,
    specificEventIds: z
      .array(bodyId("specificEventIds"), { error: "specificEventIds must be a list of event ids" })
      .max(CONTRACT_LIMITS.specificEvents, {
        error: `At most ${CONTRACT_LIMITS.specificEvents} events per item`,
      })
      .transform((ids) => [...new Set(ids)])
      .default([]),
  })
  .strict();

export const instalmentInputSchema = z
  .object({ dueDate: isoDate("dueDate"), amount: moneyAmount("Instalment amount") })
  .strict();

const items = z
  .array(contractItemInputSchema, {
    error: "items must be a list of { assetId, quantity, specificEventIds }",
  })
  .min(1, { error: "A contract needs at least one item" })
  .max(CONTRACT_LIMITS.items, {
    error: `A contract can have at most ${CONTRACT_LIMITS.items} items`,
  })
  .refine((list) => new Set(list.map((item) => item.assetId)).size === list.length, {
    error: CONTRACT_MESSAGES.duplicateAsset,
  });

const instalments = z
  .array(instalmentInputSchema, { error: "instalments must be a list of { dueDate, amount }" })
  .min(1, { error: "A contract needs at least one instalment" })
  .max(CONTRACT_LIMITS.instalments, {
    error: `A contract can have at most ${CONTRACT_LIMITS.instalments} instalments`,
  })
  .refine((list) => new Set(list.map((entry) => entry.dueDate)).size === list.length, {
    error: CONTRACT_MESSAGES.duplicateInstalment,
  });

const fields = {
  status: z.enum(CONTRACT_STATUSES, { error: "status must be pending, signed or cancelled" }),
  startDate: isoDate("startDate"),
  endDate: isoDate("endDate"),
  totalFee: moneyAmount("totalFee"),
  currency: currencyCode,
  exclusiveCategory: z
    .enum(INDUSTRIES, { error: "exclusiveCategory must be one of the listed industries" })
    .nullable(),
  instalments,
  items,
  packageId: bodyId("packageId"),
  /** An admin sells although the inventory is short (recorded in the audit log). */
  override: z.boolean({ error: "override must be true or false" }),
};

const endNotBeforeStart = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;

/**
 * POST /api/contracts. `{ proposalId }` alone creates the contract from an accepted proposal's
 * Investment (any other field overrides what it gives); otherwise the parties, dates, fee and
 * what was sold are required.
 */
export const contractCreateSchema = z
  .object({
    proposalId: bodyId("proposalId").optional(),
    dealId: bodyId("dealId").optional(),
    sponsorBrandId: bodyId("sponsorBrandId").optional(),
    eventBrandId: bodyId("eventBrandId").optional(),
    status: fields.status.default("signed"),
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional(),
    totalFee: fields.totalFee.optional(),
    currency: fields.currency.optional(),
    exclusiveCategory: fields.exclusiveCategory.optional(),
    instalments: fields.instalments.optional(),
    items: fields.items.optional(),
    packageId: fields.packageId.optional(),
    override: fields.override.default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const fromProposal = value.proposalId !== undefined;
    const pair = value.sponsorBrandId !== undefined || value.eventBrandId !== undefined;
    if (fromProposal && (value.dealId !== undefined || pair))
      return fail("proposalId", CONTRACT_MESSAGES.proposalWithParties);
    if (value.dealId !== undefined && pair) return fail("dealId", CONTRACT_MESSAGES.bothParties);
    if (!fromProposal && value.dealId === undefined) {
      if (value.sponsorBrandId === undefined || value.eventBrandId === undefined)
        return fail("dealId", CONTRACT_MESSAGES.oneParty);
    }
    if (value.items !== undefined && value.packageId !== undefined)
      return fail("packageId", CONTRACT_MESSAGES.oneSource);
    if (fromProposal) return;
    if (value.startDate === undefined) return fail("startDate", CONTRACT_MESSAGES.startRequired);
    if (value.endDate === undefined) return fail("endDate", CONTRACT_MESSAGES.endRequired);
    if (value.totalFee === undefined) return fail("totalFee", CONTRACT_MESSAGES.feeRequired);
    if (value.items === undefined && value.packageId === undefined)
      return fail("items", CONTRACT_MESSAGES.noSource);
  })
  .refine(endNotBeforeStart, { error: CONTRACT_MESSAGES.endBeforeStart, path: ["endDate"] });
export type ContractCreateInput = z.infer<typeof contractCreateSchema>;
export type ContractCreateBody = z.input<typeof contractCreateSchema>;

/**
 * PATCH /api/contracts/{id}: any of these; dates are checked against the stored ones, the fee
 * against the (new or stored) instalments, the items against availability.
 */
export const contractUpdateSchema = patchSchema(
  {
    status: fields.status,
    startDate: fields.startDate,
    endDate: fields.endDate,
    totalFee: fields.totalFee,
    currency: fields.currency,
    exclusiveCategory: fields.exclusiveCategory,
    instalments: fields.instalments,
    items: fields.items,
    override: fields.override,
  },
  ["override"],
).refine(endNotBeforeStart, { error: CONTRACT_MESSAGES.endBeforeStart, path: ["endDate"] });
export type ContractUpdateInput = z.infer<typeof contractUpdateSchema>;

/** PATCH /api/contracts/{id}/instalments/{n}: one step due → invoiced → paid, dated (default today). */
export const instalmentUpdateSchema = z
  .object({
    status: z.enum(["invoiced", "paid"], { error: "status must be invoiced or paid" }),
    date: isoDate("date").optional(),
  })
  .strict();
export type InstalmentUpdateInput = z.infer<typeof instalmentUpdateSchema>;

export const instalmentParams = z.object({
  id: numericId(),
  n: numericId("n"),
});

export const contractListQuery = z
  .object({
    eventBrandId: numericId("eventBrandId"),
    status: z
      .enum(CONTRACT_STATUSES, { error: "status must be pending, signed or cancelled" })
      .optional(),
    season: seasonYear("season", { coerce: true }).optional(),
    sponsorBrandId: numericId("sponsorBrandId").optional(),
  })
  .strict();
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractInstalmentSchema = z.object({
  n: z.number().int(),
  dueDate: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
  invoicedDate: z.string().nullable(),
  paidDate: z.string().nullable(),
});
export type ContractInstalment = z.infer<typeof contractInstalmentSchema>;

export const contractItemSchema = z.object({
  id: z.number().int(),
  assetId: z.number().int(),
  assetName: z.string(),
  scope: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  specificEventIds: z.array(z.number().int()),
});

export const contractDocumentSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  url: z.string(),
});

export const contractSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  sponsorBrandId: z.number().int().nullable(),
  sponsorName: z.string(),
  eventBrandId: z.number().int(),
  eventBrandName: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  seasons: z.array(z.number().int()).meta({ description: "The calendar years it covers." }),
  totalFee: z.number(),
  totalFeeCents: z.number().int(),
  currency: z.string(),
  exclusiveCategory: z.string().nullable(),
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  proposalId: z.number().int().nullable(),
  renewalOfId: z.number().int().nullable(),
  isSample: z.boolean(),
  instalments: z.array(contractInstalmentSchema),
  items: z.array(contractItemSchema),
  document: contractDocumentSchema.nullable(),
  invoiced: z.number(),
  invoicedCents: z.number().int(),
  paid: z.number(),
  paidCents: z.number().int(),
  canEdit: z.boolean().meta({ description: "Whether the caller may change it." }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractView = z.infer<typeof contractSchema>;

/** One shortage in a 409: "Tee-box signage: 2 short at LIV Golf Riyadh 2026". */
export const shortageSchema = z.object({
  assetId: z.number().int(),
  season: z.number().int(),
  eventId: z.number().int().nullable(),
  short: z.number().int(),
  message: z.string(),
});
export type Shortage = z.infer<typeof shortageSchema>;
