import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { listActivations } from "@/lib/server/activations/queries";
import { getAiProvider } from "@/lib/server/ai/provider";
import { getContactOrThrow } from "@/lib/server/contacts/queries";
import { getDb } from "@/lib/server/db/client";
import { sponsorDeals, sponsorProposals, users } from "@/lib/server/db/schema";
import { findExclusivityConflicts } from "@/lib/server/exclusivity/conflicts";
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
import { formatUsdCompact } from "@/lib/shared/money";
import { BUDGET_BAND_RANGES_USD } from "@/lib/shared/profile";
import { deepResearchMetaSchema, deepResearchSchema } from "@/lib/shared/schemas/ai";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import type { ProposalConflict } from "@/lib/shared/schemas/proposal";
import {
  chooseCreative,
  contextName,
  draftInternal,
  draftSections,
  investmentRange,
  MAX_DRAFT_IDEAS,
  MAX_DRAFT_MOCKUPS,
  ruleSummary,
  tierIsExclusive,
  type DraftFacts,
} from "./draft";
import { writeProposalVersion } from "./versions";

/** The stored deep research of a sponsor, or null when it has none (or it is malformed). */
async function storedResearch(sponsorId: number) {
  const row = await loadSponsorRow(sponsorId);
  const data = row.data ?? {};
  const research = deepResearchSchema.safeParse(data.deepResearch);
  if (!research.success) return null;
  const meta = deepResearchMetaSchema.safeParse(data.deepResearchMeta);
  return {
    research: research.data,
    meta: meta.success ? meta.data : null,
    date: typeof data.lastDeepResearchDate === "string" ? data.lastDeepResearchDate : null,
  };
}

/** Stored values (whole dollars) of real deals in the same industry at the same tier. */
async function comparableDeals(industry: string | null, tier: string): Promise<number[]> {
  if (!industry) return [];
  const rows = await getDb()
    .select({ cents: sponsorDeals.valueCents })
    .from(sponsorDeals)
    .where(
      and(
        sql`lower(${sponsorDeals.industry}) = lower(${industry})`,
        sql`lower(${sponsorDeals.sponsorshipLevel}) = lower(${tier})`,
        gt(sponsorDeals.valueCents, 0),
        eq(sponsorDeals.isSample, false),
        eq(sponsorDeals.currency, "USD"),
      ),
    );
  return rows.map((row) => Math.round(row.cents / 100));
}

async function conflictsFor(input: {
  sponsorId: number;
  sponsorName: string;
  industry: string | null;
  eventBrandId: number;
  eventId: number | null;
  tier: string;
  startDate: string | null;
  endDate: string | null;
}): Promise<ProposalConflict[]> {
  const isExclusive = tierIsExclusive(input.tier);
  const found = input.eventId
    ? await findExclusivityConflicts({
        specificEventId: input.eventId,
        sponsorBrandId: input.sponsorId,
        sponsorshipLevel: input.tier,
        isExclusive,
      })
    : await findExclusivityConflicts({
        eventBrandId: input.eventBrandId,
        industry: input.industry,
        sponsorshipLevel: input.tier,
        isExclusive,
        status: "Pending",
        sponsorBrandId: input.sponsorId,
        sponsorName: input.sponsorName,
        startDate: input.startDate,
        endDate: input.endDate,
      });
  return found.map((c) => ({
    sponsorName: c.sponsorName,
    industry: c.industry,
    sponsorshipLevel: c.sponsorshipLevel,
    where: c.where,
    startDate: c.startDate,
    endDate: c.endDate,
    message: c.message,
  }));
}

const overlap = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.filter((item) => b.includes(item));

/**
 * Draft a proposal: gather the match, the deep research (run first when missing), the sponsor's
 * ideas and mockups, comparable deals and budget, the exclusivity picture and the seller's
 * details, then write the ten sections as version 1 (docs/product.md, "Proposals").
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
    return { price: investmentRange({ comparables, budget }), conflicts };
  });
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
  const facts: DraftFacts = {
    now,
    tier,
    sponsor: { name: sponsor.name, industry: sponsor.industry, website: sponsor.website },
    property: {
      name: property.eventBrand.name,
      sport: property.eventBrand.profile?.sport ?? null,
      description: property.eventBrand.description,
      audience: property.eventBrand.audience,
      markets: property.eventBrand.profile?.markets.regions ?? [],
    },
    event: event
      ? {
          name: event.name,
          startDate: event.startDate,
          endDate: event.endDate,
          location: [event.locationName, event.locationCountry].filter(Boolean).join(", ") || null,
        }
      : null,
    recipient: people.recipient,
    match: {
      percentage: match.matchPercentage,
      audience: match.audienceMatch,
      values: match.valueMatch,
      brandValues: match.brandValueMatch,
      reasons: match.reasons.filter((reason) => reason.impact > 0).map((reason) => reason.text),
      audienceOverlap: [
        ...overlap(
          sponsor.profile?.audience.ageBands,
          property.eventBrand.profile?.audience.ageBands,
        ),
        ...overlap(
          sponsor.profile?.audience.interests,
          property.eventBrand.profile?.audience.interests,
        ),
      ],
    },
    research: r
      ? {
          generatedAt: research?.meta?.generatedAt ?? research?.date ?? now.toISOString(),
          provider: research?.meta?.provider ?? "unknown",
          model: research?.meta?.model ?? "unknown",
          overview: r.overview,
          objectives: r.strategicInitiatives.map((item) => `${item.title}: ${item.description}`),
          audience: r.targetAudience,
          marketingFocus: r.currentMarketingFocus,
          competitors: r.competitiveSponsorship.competitors,
          approachWindow: r.optimalTimingToApproach.timeWindow,
        }
      : null,
    ideas: creative.ideas.map((idea) => ({
      id: idea.id,
      title: idea.title,
      description: idea.description,
      category: idea.category,
    })),
    mockups: creative.mockups.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      imageUrl: m.imageUrl,
    })),
    price: grounding.price,
    seller: people.seller,
  };

  const summary = await ctx.step("summary", async () => {
    const result = await getAiProvider().writeProposalSummary(
      {
        sponsorName: sponsor.name,
        propertyName: property.eventBrand.name,
        contextName: contextName(facts),
        tier,
        matchPercentage: match.matchPercentage,
        reasons: facts.match.reasons,
        objectives: facts.research?.objectives ?? [],
        ideaTitles: facts.ideas.map((idea) => idea.title),
        investment:
          facts.price.low !== null && facts.price.high !== null
            ? `${formatUsdCompact(facts.price.low)}–${formatUsdCompact(facts.price.high)}`
            : null,
        draft: ruleSummary(facts),
      },
      { signal: ctx.signal },
    );
    return result.data.summary;
  });
  await ctx.progress(90);

  const sections = draftSections({ ...facts, summary }, proposal.title);
  const internal = draftInternal(facts, {
    conflicts: grounding.conflicts,
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
