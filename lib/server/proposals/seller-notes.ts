/**
 * Seller notes: what the drafting job knows that only the seller may read. The match engine's
 * score and reasons, the research (its provenance, its overview and talking points, its timing
 * advice), the price basis with the sponsor's estimated budget, other sponsors' rights in the
 * category, and warnings about the event's dates. They are stored in the proposal's `internal`
 * data, which no public view or export reads, and shown in the builder at the section they concern
 * (docs/product.md, "Proposals").
 */
import { formatDate } from "@/lib/shared/dates";
import type {
  ProposalConflict,
  ProposalInternal,
  ProposalMatchNote,
  ProposalPriceBasis,
  ProposalSectionKind,
  ProposalSellerNote,
} from "@/lib/shared/schemas/proposal";
import { tierIsExclusive, type Timeline } from "./draft";

export interface SellerFacts {
  match: ProposalMatchNote;
  research: {
    generatedAt: string;
    provider: string;
    model: string;
    overview: string;
    /** The research's initiatives with its advice on each ("title: description"). */
    talkingPoints: string[];
    approachWindow: string | null;
    approachRationale: string | null;
  } | null;
  price: ProposalPriceBasis;
  conflicts: ProposalConflict[];
  tier: string;
  event: { name: string; startDate: string | null } | null;
  timeline: Timeline;
}

/** The notes of each section, in section order. */
export function sellerNotes(facts: SellerFacts): ProposalSellerNote[] {
  const notes: ProposalSellerNote[] = [];
  const add = (section: ProposalSectionKind, text: string, warning = false) =>
    notes.push({ section, text, warning });

  const m = facts.match;
  add(
    "why_match",
    `Match ${m.percentage}% (${m.label}): audience ${m.audience}%, values ${m.values}%, brand values ${m.brandValues}%. The sponsor sees the fit in plain words, never the score.`,
  );
  for (const reason of m.reasons) add("why_match", reason);

  const r = facts.research;
  if (r) {
    add(
      "sponsor_understanding",
      `Research of ${formatDate(r.generatedAt)} by ${r.provider} / ${r.model}.`,
    );
    add("sponsor_understanding", r.overview);
    for (const point of r.talkingPoints) add("sponsor_understanding", point);
  }

  for (const conflict of facts.conflicts) add("package", `${conflict.message}.`, true);
  if (facts.conflicts.length > 0 && tierIsExclusive(facts.tier))
    add(
      "package",
      `Category exclusivity is left out of the package: the sponsor's category is already taken here, so the ${facts.tier} rights are offered as non-exclusive.`,
      true,
    );

  add("investment", facts.price.text);

  if (r?.approachWindow)
    add(
      "timeline",
      `Research suggests approaching in ${r.approachWindow}${r.approachRationale ? `: ${r.approachRationale}` : "."}`,
    );
  const event = facts.event?.name ?? "The event";
  if (facts.timeline.adjustment === "short-lead")
    add(
      "timeline",
      `${event} starts on ${formatDate(facts.event?.startDate)}: the decision date is brought forward to leave time to activate.`,
      true,
    );
  if (facts.timeline.adjustment === "started")
    add(
      "timeline",
      `${event} has already started or ended: the timeline leaves the activation dates open. Choose an upcoming event for a new proposal.`,
      true,
    );
  return notes;
}

/** What only the seller sees: the notes, the match, the conflicts, the price basis, the options. */
export function draftInternal(
  facts: SellerFacts,
  extra: {
    now: Date;
    ideaOptions: { id: number; name: string }[];
    mockupOptions: { id: number; name: string; imageUrl: string | null }[];
  },
): ProposalInternal {
  return {
    conflicts: facts.conflicts,
    priceBasis: facts.price,
    research: facts.research
      ? {
          generatedAt: facts.research.generatedAt,
          provider: facts.research.provider,
          model: facts.research.model,
        }
      : null,
    ideaOptions: extra.ideaOptions,
    mockupOptions: extra.mockupOptions,
    draftedAt: extra.now.toISOString(),
    match: facts.match,
    notes: sellerNotes(facts),
  };
}
