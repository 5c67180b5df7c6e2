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
