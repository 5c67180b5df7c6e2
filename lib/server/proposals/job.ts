import "server-only";
import { eq } from "drizzle-orm";
import { listActivations } from "@/lib/server/activations/queries";
import { getAiProvider } from "@/lib/server/ai/provider";
import { getContactOrThrow } from "@/lib/server/contacts/queries";
import { getDb } from "@/lib/server/db/client";
import { sponsorProposals, users } from "@/lib/server/db/schema";
import {
  loadPropertyFacts,
  loadSponsorFacts,
  loadSponsorRow,
  matchSponsor,
} from "@/lib/server/facts/load";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { defineJob } from "@/lib/server/jobs/definition";
import { listMockups } from "@/lib/server/mockups/queries";
import { runDeepResearchSteps } from "@/lib/server/research/deep-research";
import { qualityLabel } from "@/lib/shared/match-labels";
import { formatUsdCompact } from "@/lib/shared/money";
import { BUDGET_BAND_RANGES_USD } from "@/lib/shared/profile";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import {
  chooseCreative,
  investmentRange,
  MAX_DRAFT_IDEAS,
  MAX_DRAFT_MOCKUPS,
  timelineDates,
} from "./draft";
import { comparableDeals, conflictsFor, storedResearch } from "./grounding";
import { loadInvestment } from "./investment";
import { draftInternal, type SellerFacts } from "./seller-notes";
import {
  contextName,
  draftSections,
  fitPoints,
  ruleSummary,
  type SponsorCopyFacts,
} from "./sponsor-copy";
import { sponsorAbout, sponsorFit } from "./sponsor-facts";
import { writeProposalVersion } from "./versions";

/**
 * Draft a proposal: gather the match, the deep research (run first when missing), the sponsor's
 * ideas and mockups, comparable deals and budget, the exclusivity picture and the seller's
 * details, then write the ten sections (sponsor copy) and the seller's notes as version 1
 * (docs/product.md, "Proposals").
 */
export async function draftProposal(proposalId: number, ctx: JobContext) {
  const [proposal] = await getDb()
    .select()
    .from(sponsorProposals)
    .where(eq(sponsorProposals.id, proposalId));
  if (!proposal) throw new PermanentJobError(`Proposal ${proposalId} not found`);
  // Only the job the proposal was created with may write its first draft. It may start before
  // its id is stored on the proposal (the runner picks it up at once): the owner's job then.
  const ownJob =
    proposal.jobId === ctx.jobId || (proposal.jobId === null && ctx.userId === proposal.userId);
  if (!ownJob || proposal.version > 0)
    throw new PermanentJobError("This proposal is not waiting for this draft");
  if (proposal.eventBrandId === null)
    throw new PermanentJobError("The proposal's property no longer exists");
  const tier = proposal.tier ?? "Official Sponsor";
  const ref = { eventBrandId: proposal.eventBrandId, specificEventId: proposal.eventId };
  const now = new Date();

  const gathered = await ctx.step("match", async () => {
    const [sponsor, property] = await Promise.all([
      loadSponsorFacts(proposal.sponsorBrandId),
      loadPropertyFacts(ref),
    ]);
    const match = await matchSponsor(sponsor, property);
    return { sponsor, property, match };
  });
  await ctx.progress(10);

  let research = await storedResearch(proposal.sponsorBrandId);
  if (!research) {
    await runDeepResearchSteps(proposal.sponsorBrandId, ref, ctx);
    research = await storedResearch(proposal.sponsorBrandId);
  }
  await ctx.progress(50);

  const { sponsor, property, match } = gathered;
  const event = property.event;
  const creative = await ctx.step("creative", async () => {
    const context = { eventBrandId: proposal.eventBrandId!, eventId: proposal.eventId };
    const ideas = (await listActivations(sponsor.id)).filter(
      (idea) => idea.eventBrandId === proposal.eventBrandId,
    );
    const mockups = (await listMockups(sponsor.id)).filter(
      (mockup) => mockup.eventBrandId === proposal.eventBrandId,
    );
    return {
      ideas: chooseCreative(ideas, context, MAX_DRAFT_IDEAS),
      mockups: chooseCreative(
        mockups.map((m) => ({ ...m, title: m.title ?? "Mockup" })),
        context,
        MAX_DRAFT_MOCKUPS,
      ),
      ideaOptions: ideas.map((idea) => ({ id: idea.id, name: idea.title })),
      mockupOptions: mockups.map((m) => ({
        id: m.id,
        name: m.title ?? "Mockup",
        imageUrl: m.imageUrl,
      })),
    };
  });
  await ctx.progress(60);

  const grounding = await ctx.step("deals", async () => {
    const comparables = await comparableDeals(sponsor.industry, tier);
    const predicted = research?.research.predictedBudgetRange;
    const band = sponsor.profile ? BUDGET_BAND_RANGES_USD[sponsor.profile.budgetBand] : null;
    const budget = predicted
      ? { min: predicted.min, max: predicted.max }
      : band
        ? { min: band.min, max: band.max }
        : null;
    const conflicts = await conflictsFor({
      sponsorId: sponsor.id,
      sponsorName: sponsor.name,
      industry: sponsor.industry,
      eventBrandId: proposal.eventBrandId!,
      eventId: proposal.eventId,
      tier,
      startDate: event?.startDate ?? null,
      endDate: event?.endDate ?? null,
    });
    const priced = await loadInvestment(proposal.id);
    const offer = priced ? { total: priced.total, currency: priced.currency } : null;
    return { price: investmentRange({ comparables, budget }), conflicts, offer };
  });
  const offer = grounding.offer ?? null;
  await ctx.progress(70);

  const people = await ctx.step("people", async () => {
    const [seller] = await getDb().select().from(users).where(eq(users.id, proposal.userId));
    const contact = proposal.contactId
      ? await getContactOrThrow(proposal.contactId).catch(() => null)
      : null;
    return {
      seller: {
        name: seller?.fullName || seller?.username || "Your account manager",
        title: seller?.jobTitle ?? null,
        company: seller?.company ?? null,
        email: seller?.email ?? "",
      },
      recipient: contact
        ? {
            name: [contact.firstName, contact.lastName].filter(Boolean).join(" "),
            title: contact.position,
          }
        : null,
    };
  });

  const r = research?.research ?? null;
  const eventFacts = event
    ? {
        name: event.name,
        startDate: event.startDate,
        endDate: event.endDate,
        location: [event.locationName, event.locationCountry].filter(Boolean).join(", ") || null,
      }
    : null;
  const chosenIdeas = creative.ideas.map((idea) => idea.id);
  // What the sponsor may read: facts both sides share, the sponsor's own profile, the price
  // quoted. The score, the research's texts and the price basis never enter this object.
  const copy: SponsorCopyFacts = {
    now,
    tier,
    sponsor: { name: sponsor.name },
    property: {
      name: property.eventBrand.name,
      sport: property.eventBrand.profile?.sport ?? null,
      audience: property.eventBrand.audience,
      markets: property.eventBrand.profile?.markets.regions ?? [],
    },
    event: eventFacts,
    recipient: people.recipient,
    fit: sponsorFit({
      sponsor: sponsor.profile,
      property: property.eventBrand.profile,
      eventCountry: event?.locationCountry ?? null,
    }),
    about: sponsorAbout({
      overview: sponsor.overview,
      profile: sponsor.profile,
      priorities: r?.strategicInitiatives.map((item) => item.title) ?? [],
      competitors: r?.competitiveSponsorship.competitors ?? [],
    }),
    activationIds: chosenIdeas,
    mockupIds: creative.mockups.map((m) => m.id),
    // A proposal priced when it was started quotes its offer, not the comparables' range.
    investment: offer
      ? { low: offer.total, high: offer.total, currency: offer.currency, offered: true }
      : {
          low: grounding.price.low,
          high: grounding.price.high,
          currency: grounding.price.currency,
        },
    categoryTaken: grounding.conflicts.length > 0,
    seller: people.seller,
  };
  const seller: SellerFacts = {
    match: {
      percentage: match.matchPercentage,
      label: qualityLabel(match.matchPercentage),
      audience: match.audienceMatch,
      values: match.valueMatch,
      brandValues: match.brandValueMatch,
      reasons: match.reasons.map((reason) => reason.text),
    },
    research: r
      ? {
          generatedAt: research?.meta?.generatedAt ?? research?.date ?? now.toISOString(),
          provider: research?.meta?.provider ?? "unknown",
          model: research?.meta?.model ?? "unknown",
          overview: r.overview,
          talkingPoints: r.strategicInitiatives.map((item) => `${item.title}: ${item.description}`),
          approachWindow: r.optimalTimingToApproach.timeWindow,
          approachRationale: r.optimalTimingToApproach.rationale,
        }
      : null,
    price: grounding.price,
    conflicts: grounding.conflicts,
    tier,
    event: eventFacts,
    timeline: timelineDates({
      now,
      eventStart: event?.startDate ?? null,
      eventEnd: event?.endDate ?? null,
    }),
  };

  const summary = await ctx.step("summary", async () => {
    const result = await getAiProvider().writeProposalSummary(
      {
        sponsorName: sponsor.name,
        propertyName: property.eventBrand.name,
        contextName: contextName(copy),
        tier,
        fit: fitPoints(copy).map((point) => `${point.label}: ${point.text}`),
        priorities: copy.about.priorities,
        ideaCount: chosenIdeas.length,
        investment:
          copy.investment.low === null || copy.investment.high === null
            ? null
            : copy.investment.low === copy.investment.high
              ? formatUsdCompact(copy.investment.low)
              : `${formatUsdCompact(copy.investment.low)}–${formatUsdCompact(copy.investment.high)}`,
        draft: ruleSummary(copy),
      },
      { signal: ctx.signal },
    );
    return result.data.summary;
  });
  await ctx.progress(90);

  const sections = draftSections({ ...copy, summary });
  const internal = draftInternal(seller, {
    now,
    ideaOptions: creative.ideaOptions,
    mockupOptions: creative.mockupOptions,
  });
  return ctx.finish(async (tx) => {
    const version = await writeProposalVersion(tx, proposal.id, {
      title: proposal.title,
      sections,
      note: "Drafted",
      userId: proposal.userId,
      extra: { internal },
    });
    return { proposalId: proposal.id, version, sections: sections.length };
  });
}

/** Draft the sections of a proposal (queued by POST /api/proposals). */
export const proposalDraftJob = defineJob({
  type: "proposal-draft",
  payload: jobPayloadSchemas["proposal-draft"],
  maxAttempts: 2,
  async describe(payload) {
    const [row] = await getDb()
      .select({ title: sponsorProposals.title, sponsorBrandId: sponsorProposals.sponsorBrandId })
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, payload.proposalId));
    if (!row) return {};
    const sponsor = await loadSponsorRow(row.sponsorBrandId).catch(() => null);
    return { proposalTitle: row.title, sponsorName: sponsor?.name ?? null };
  },
  async handler(payload, ctx) {
    return draftProposal(payload.proposalId, ctx);
  },
});
