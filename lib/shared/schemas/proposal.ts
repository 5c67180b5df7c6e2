import { z } from "zod";

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

export const PROPOSAL_STATUSES = ["draft", "sent", "viewed", "accepted", "declined"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

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
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;
