import { z } from "zod";
import { formatDate } from "@/lib/shared/dates";
import { pageParams } from "@/lib/shared/schemas/paged";
import { bodyId, numericId } from "./common";
import { jobViewSchema } from "./jobs";
import {
  investmentInputSchema,
  investmentViewSchema,
  publicInvestmentSchema,
} from "./proposal-investment";
import {
  PROPOSAL_MANUAL_STATUSES,
  PROPOSAL_PAGE_SIZE,
  PROPOSAL_STATUSES,
  PROPOSAL_TIERS,
} from "@/lib/shared/proposal-vocabulary";

/**
 * A proposal is an ordered list of sections. Each section has a fixed kind (what it is about), an
 * editable title and Markdown body, a hidden flag, and, for the sections that show the sponsor's
 * creative work, the ids of the chosen activation ideas or mockups. Hidden sections are never
 * shown outside the app (share page, PDF, PowerPoint).
 */
export const PROPOSAL_SECTION_KINDS = [
  "cover",
  "executive_summary",
  "why_match",
  "sponsor_understanding",
  "package",
  "investment",
  "activation_ideas",
  "visuals",
  "timeline",
  "next_steps",
] as const;
export type ProposalSectionKind = (typeof PROPOSAL_SECTION_KINDS)[number];

/** The default title of each kind of section (the drafting job starts from these). */
export const PROPOSAL_SECTION_TITLES: Record<ProposalSectionKind, string> = {
  cover: "Cover",
  executive_summary: "Executive summary",
  why_match: "Why this partnership",
  sponsor_understanding: "What we understand about you",
  package: "The proposed package",
  investment: "Investment",
  activation_ideas: "Activation ideas",
  visuals: "Visuals",
  timeline: "Timeline",
  next_steps: "Next steps",
};

export const PROPOSAL_SECTION_LIMITS = { title: 200, body: 20_000 } as const;

export const proposalSectionSchema = z.object({
  kind: z.enum(PROPOSAL_SECTION_KINDS, { error: "Unknown section kind" }),
  title: z
    .string({ error: "A section title must be text" })
    .trim()
    .min(1, { error: "A section needs a title" })
    .max(PROPOSAL_SECTION_LIMITS.title, {
      error: `A section title must be at most ${PROPOSAL_SECTION_LIMITS.title} characters`,
    }),
  /** Markdown. */
  body: z.string({ error: "A section body must be text" }).max(PROPOSAL_SECTION_LIMITS.body, {
    error: `A section must be at most ${PROPOSAL_SECTION_LIMITS.body.toLocaleString("en-US")} characters`,
  }),
  hidden: z.boolean({ error: "hidden must be true or false" }),
  /** The chosen activation ideas (activation_ideas sections). */
  activationIds: z.array(z.number().int().positive()).max(20).optional(),
  /** The chosen mockups (visuals sections). */
  mockupIds: z.array(z.number().int().positive()).max(20).optional(),
});
export type ProposalSection = z.infer<typeof proposalSectionSchema>;

// ---------------------------------------------------------------------------------------------
// Requests and views of the proposals API (docs/api.md, "Proposals").

export const PROPOSAL_MESSAGES = {
  notFound: "Proposal not found",
  versionNotFound: "Proposal version not found",
  contextRequired: "Choose an event brand or a specific event",
  eventNotOfBrand: "specificEventId must be an event of the chosen event brand",
  contactNotOfSponsor: "The recipient must be one of the sponsor's contacts",
  notOwner: "Only the proposal's owner or an admin can change it",
  sectionsIncomplete: "A proposal has exactly one section of each kind",
  stillDrafting: "The proposal is still being drafted",
} as const;

/** A new proposal for an event that is over is refused: there is nothing left to sell. */
export const eventEndedMessage = (eventName: string, endDate: string) =>
  `${eventName} ended on ${formatDate(endDate)}: choose an upcoming event or the whole property`;

const tierSchema = z.enum(PROPOSAL_TIERS, {
  error: `tier must be one of: ${PROPOSAL_TIERS.join(", ")}`,
});
const titleSchema = z
  .string({ error: "title must be text" })
  .trim()
  .min(1, { error: "A proposal needs a title" })
  .max(255, { error: "A title must be at most 255 characters" });

export const proposalCreateSchema = z
  .object({
    sponsorBrandId: bodyId("sponsorBrandId"),
    eventBrandId: bodyId("eventBrandId").optional(),
    specificEventId: bodyId("specificEventId").optional(),
    contactId: bodyId("contactId").nullable().optional(),
    tier: tierSchema,
    title: titleSchema.optional(),
    /** The Investment section's package or assets, price and term (docs/api.md). */
    investment: investmentInputSchema.optional(),
  })
  .refine((value) => value.eventBrandId !== undefined || value.specificEventId !== undefined, {
    error: PROPOSAL_MESSAGES.contextRequired,
    path: ["eventBrandId"],
  });
export type ProposalCreateInput = z.infer<typeof proposalCreateSchema>;

/** Every section, once each, in the order they are shown. */
export const proposalSectionsSchema = z
  .array(proposalSectionSchema)
  .length(PROPOSAL_SECTION_KINDS.length, { error: PROPOSAL_MESSAGES.sectionsIncomplete })
  .refine((sections) => new Set(sections.map((s) => s.kind)).size === sections.length, {
    error: PROPOSAL_MESSAGES.sectionsIncomplete,
  });

export const proposalUpdateSchema = z
  .object({
    title: titleSchema,
    sections: proposalSectionsSchema,
    contactId: bodyId("contactId").nullable(),
    tier: tierSchema,
    /** The Investment: a package, or assets with a price and term; null removes it. */
    investment: investmentInputSchema,
    /** What this save changed, kept with the version ("edited" when absent). */
    note: z.string().trim().max(200, { error: "A note must be at most 200 characters" }),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).some((key) => key !== "note"), {
    error: "Nothing to change",
  });
export type ProposalUpdateInput = z.infer<typeof proposalUpdateSchema>;

export const proposalStatusChangeSchema = z.object({
  status: z.enum(PROPOSAL_MANUAL_STATUSES, {
    error: `status must be one of: ${PROPOSAL_MANUAL_STATUSES.join(", ")}`,
  }),
});
export type ProposalStatusChange = z.infer<typeof proposalStatusChangeSchema>;

export const proposalListQuery = z.object({
  ...pageParams({ defaultSize: PROPOSAL_PAGE_SIZE }),
  status: z
    .enum(PROPOSAL_STATUSES, { error: `status must be one of: ${PROPOSAL_STATUSES.join(", ")}` })
    .optional(),
  eventBrandId: numericId("eventBrandId").optional(),
  ownerId: numericId("ownerId").optional(),
  sponsorBrandId: numericId("sponsorBrandId").optional(),
  /** Several statuses at once (the dashboard's "awaiting a response": sent and viewed). */
  awaiting: z.enum(["true", "false"]).optional(),
  q: z.string().trim().max(100, { error: "q must be at most 100 characters" }).optional(),
});
export type ProposalListQuery = z.infer<typeof proposalListQuery>;

export const proposalVersionParams = z.object({
  id: numericId("id"),
  version: numericId("version"),
});

const isoDate = z.string().meta({ format: "date-time" });
const ref = z.object({ id: z.number().int(), name: z.string() });

/** An exclusivity conflict the proposed package would raise (shown to the seller only). */
export const proposalConflictSchema = z.object({
  sponsorName: z.string(),
  industry: z.string(),
  sponsorshipLevel: z.string().nullable(),
  where: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  message: z.string(),
});
export type ProposalConflict = z.infer<typeof proposalConflictSchema>;

/** How the investment range was reached (shown to the seller only). */
export const proposalPriceBasisSchema = z.object({
  /** Whole units of `currency`; null when nothing grounds a figure. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  currency: z.string(),
  comparableCount: z.number().int(),
  comparableMin: z.number().nullable(),
  comparableMax: z.number().nullable(),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  /** One or two sentences saying what the range rests on. */
  text: z.string(),
});
export type ProposalPriceBasis = z.infer<typeof proposalPriceBasisSchema>;

/**
 * A seller note: drafted text meant for the seller only, shown in the builder at the section it
 * concerns (the match score at "Why this partnership", a category conflict at the package, the
 * research's provenance and talking points, the price basis, timing advice). Every drafted text
 * is either a section's body (sponsor copy) or one of these.
 */
export const proposalSellerNoteSchema = z.object({
  section: z.enum(PROPOSAL_SECTION_KINDS),
  text: z.string(),
  /** Something the seller must act on before sending (a conflict, a late or past event). */
  warning: z.boolean(),
});
export type ProposalSellerNote = z.infer<typeof proposalSellerNoteSchema>;

/** The match engine's verdict the draft was written from (the seller's, never the sponsor's). */
export const proposalMatchNoteSchema = z.object({
  percentage: z.number().int(),
  /** "Good Match". */
  label: z.string(),
  audience: z.number().int(),
  values: z.number().int(),
  brandValues: z.number().int(),
  /** The engine's reasons, as it words them for the seller. */
  reasons: z.array(z.string()),
});
export type ProposalMatchNote = z.infer<typeof proposalMatchNoteSchema>;

/** What only the seller sees; never on the share page or in an export. */
export const proposalInternalSchema = z.object({
  conflicts: z.array(proposalConflictSchema),
  priceBasis: proposalPriceBasisSchema.nullable(),
  /** The deep research the draft used: its date and who made it. */
  research: z
    .object({ generatedAt: z.string(), provider: z.string(), model: z.string() })
    .nullable(),
  /** The activation ideas and mockups the seller may choose from (id and title). */
  ideaOptions: z.array(ref),
  mockupOptions: z.array(ref.extend({ imageUrl: z.string().nullable() })),
  draftedAt: z.string().nullable(),
  // Drafts written before the split of sponsor copy and seller notes have neither.
  match: proposalMatchNoteSchema.nullable().default(null),
  notes: z.array(proposalSellerNoteSchema).default([]),
});
export type ProposalInternal = z.infer<typeof proposalInternalSchema>;

/** A proposal in a list. */
export const proposalSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  tier: z.string().nullable(),
  sponsor: ref.extend({ logoUrl: z.string().nullable() }),
  eventBrand: ref.extend({ logoUrl: z.string().nullable() }).nullable(),
  event: ref
    .extend({
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      /** The event is over (its last day is before today): the builder warns the seller. */
      ended: z.boolean(),
    })
    .nullable(),
  owner: ref,
  version: z.number().int(),
  jobId: z.string().nullable(),
  sentAt: isoDate.nullable(),
  viewedAt: isoDate.nullable(),
  respondedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

/** One proposal with its sections, recipient and seller-only notes. */
export const proposalViewSchema = proposalSummarySchema.extend({
  contact: z
    .object({
      id: z.number().int(),
      name: z.string(),
      title: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  sections: z.array(proposalSectionSchema),
  internal: proposalInternalSchema,
  /** The priced offer (package or assets, price per season, term, total), or null. */
  investment: investmentViewSchema.nullable(),
  /** The contract this proposal renews and the recap attached to it, when started as a renewal. */
  renewal: z
    .object({
      contractId: z.number().int(),
      recap: z.object({ id: z.number().int(), season: z.number().int() }).nullable(),
    })
    .nullable(),
  /** Whether the signed-in user may edit, delete and change the status (owner or admin). */
  canEdit: z.boolean(),
});
export type ProposalView = z.infer<typeof proposalViewSchema>;

export const proposalCreatedSchema = z.object({ proposal: proposalViewSchema, job: jobViewSchema });
export type ProposalCreated = z.infer<typeof proposalCreatedSchema>;

export const proposalVersionSummarySchema = z.object({
  version: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  createdBy: ref.nullable(),
  createdAt: isoDate,
});
export type ProposalVersionSummary = z.infer<typeof proposalVersionSummarySchema>;

export const proposalVersionViewSchema = proposalVersionSummarySchema.extend({
  sections: z.array(proposalSectionSchema),
});
export type ProposalVersionView = z.infer<typeof proposalVersionViewSchema>;

// The public view of a proposal: exactly what may leave the app (the share page, its API read and
// the PDF and PowerPoint exports). Only the visible sections, the chosen ideas and mockups of the
// proposal's own sponsor, and the names on the cover: never `internal`, hidden sections or notes.

const publicLogoSchema = z.string().nullable();

export const publicProposalSectionSchema = z.object({
  kind: z.enum(PROPOSAL_SECTION_KINDS),
  title: z.string(),
  /** Markdown, drawn through lib/shared/markdown.ts. */
  body: z.string(),
  /** The chosen activation ideas (activation_ideas sections), in the chosen order. */
  ideas: z.array(z.object({ id: z.number(), title: z.string(), description: z.string() })),
  /** The chosen mockups (visuals sections): the stored image URL and a caption. */
  mockups: z.array(z.object({ id: z.number(), title: z.string(), imageUrl: z.string() })),
});
export type PublicProposalSection = z.infer<typeof publicProposalSectionSchema>;

export const publicProposalSchema = z.object({
  title: z.string(),
  /** The date the proposal carries (when it was sent, else last saved): an ISO date-time. */
  date: z.string(),
  sponsor: z.object({ name: z.string(), logoUrl: publicLogoSchema }),
  property: z.object({ name: z.string(), logoUrl: publicLogoSchema }).nullable(),
  event: z
    .object({
      name: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      venue: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  recipient: z.object({ name: z.string(), title: z.string().nullable() }).nullable(),
  seller: z.object({ name: z.string(), email: z.string() }),
  sections: z.array(publicProposalSectionSchema),
  /** Shown in the Investment section; null when there is none or that section is hidden. */
  investment: publicInvestmentSchema.nullable(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;
